import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Badge } from '../../src/components/ui/badge'
import { Button } from '../../src/components/ui/button'
import {
  Card,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../src/components/ui/card'

function AccountCard() {
  return (
    <Card maxW="md">
      <CardHeader>
        <CardTitle>Mon abonnement</CardTitle>
        <CardDescription>Crédits disponibles : 12</CardDescription>
      </CardHeader>
      <CardBody>
        <div>
          <Badge variant="success">Premium</Badge>
        </div>
        <p>Du 01/09/2026 au 01/10/2026</p>
      </CardBody>
      <CardFooter>
        <Button variant="outline">Modifier mon compte</Button>
      </CardFooter>
    </Card>
  )
}

const meta = {
  title: 'UI/Card',
  component: AccountCard,
} satisfies Meta<typeof AccountCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Mon abonnement', level: 3 })
    const card = title.closest('.card__root')
    await expect(card).not.toBeNull()
    await expect(card && getComputedStyle(card).borderTopWidth).toBe('0px')
    await expect(canvas.getByRole('button', { name: 'Modifier mon compte' })).toBeInTheDocument()
  },
}

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'Mon abonnement' }).closest('.card__root')
    await expect(card && getComputedStyle(card).backgroundColor).toBe('rgb(34, 37, 45)')
  },
}
