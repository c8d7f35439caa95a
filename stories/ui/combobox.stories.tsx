import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Box } from 'styled-system/jsx'
import { Combobox, type ComboboxOption, type ComboboxProps } from '../../src/components/ui/combobox'
import { Dialog } from '../../src/components/ui/dialog'

const CITIES: ComboboxOption[] = [
  { value: '75056', label: 'Paris (75)' },
  { value: '13055', label: 'Marseille (13)' },
  { value: '69123', label: 'Lyon (69)' },
  { value: '31555', label: 'Toulouse (31)' },
  { value: '06088', label: 'Nice (06)' },
]

type DemoProps = Omit<ComboboxProps, 'options' | 'label'> & { onPick?: (value: string) => void }

const found = (n: number) => (n === 0 ? '' : n === 1 ? '1 ville trouvée' : `${n} villes trouvées`)

/** A combobox filtering a fixed list as the member types, as an owner machine would. */
function Demo({ onPick, ...props }: DemoProps) {
  const [inputValue, setInputValue] = useState('')
  const [value, setValue] = useState<string[]>([])
  const q = inputValue.trim().toLowerCase()
  const options = q.length < 2 ? [] : CITIES.filter((c) => c.label.toLowerCase().startsWith(q))
  const nothing = q.length >= 2 && options.length === 0
  const tooShort = q.length === 1
  return (
    <Combobox
      label="Ville"
      placeholder="Tapez le nom de votre ville"
      options={options}
      inputValue={inputValue}
      onInputValueChange={(d) => setInputValue(d.inputValue)}
      value={value}
      onValueChange={(d) => {
        setValue(d.value)
        if (d.value[0]) onPick?.(d.value[0])
      }}
      allowCustomValue
      status={nothing ? 'Aucune ville trouvée' : tooShort ? 'Tapez au moins 2 lettres…' : undefined}
      announcement={nothing ? 'Aucune ville trouvée' : found(options.length)}
      {...props}
    />
  )
}

const meta = {
  title: 'UI/Combobox',
  component: Demo,
  args: { onPick: fn() },
  decorators: [(Story) => <Box maxW="sm">{Story()}</Box>],
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Ville' })
    await userEvent.type(input, 'Ma')
    const option = await body.findByRole('option', { name: 'Marseille (13)' })
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('1 ville trouvée')
    await userEvent.click(option)
    await waitFor(() => expect(input).toHaveValue('Marseille (13)'))
    await expect(args.onPick).toHaveBeenCalledWith('13055')
  },
}

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Ville' })
    await userEvent.type(input, 'Pa')
    await body.findByRole('option', { name: 'Paris (75)' })
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBeTruthy())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(input).toHaveValue('Paris (75)'))
    await expect(args.onPick).toHaveBeenCalledWith('75056')
  },
}

export const NothingFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Ville' }), 'Zzz')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Aucune ville trouvée'))
    await expect(body.queryAllByRole('option')).toHaveLength(0)
    await waitFor(() =>
      expect(body.getAllByText('Aucune ville trouvée').some((el) => el.checkVisibility())).toBe(true),
    )
  },
}

export const WithHelperAndError: Story = {
  args: { helperText: 'Tapez au moins 2 lettres.', error: 'La ville est requise', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /Ville/ })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toBeRequired()
    await expect(input).toHaveAccessibleDescription('Tapez au moins 2 lettres. La ville est requise')
  },
}

export const InsideADialog: Story = {
  args: { portalled: false },
  render: (args) => (
    <Dialog open title="Complétez votre profil" onOpenChange={() => {}}>
      <Demo {...args} />
    </Dialog>
  ),
  play: async ({ userEvent, args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Complétez votre profil' }))
    await userEvent.type(dialog.getByRole('combobox', { name: 'Ville' }), 'Ly')
    // Not portalled: the list stays inside the dialog, so screen readers still reach it.
    await userEvent.click(await dialog.findByRole('option', { name: 'Lyon (69)' }))
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Ville' })).toHaveValue('Lyon (69)'))
    await expect(args.onPick).toHaveBeenCalledWith('69123')
    await expect(body.getByRole('dialog')).toBeVisible()
  },
}
