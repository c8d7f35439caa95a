/**
 * Proves the msw wiring of .storybook/preview.tsx: the worker starts with our own setup (msw 3's
 * `onUnhandledFrame`), `beforeEach({ msw })` adds per-story handlers, and they are reset afterwards.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect } from 'storybook/test'

const meta = {
  title: 'Support/msw',
  render: () => <p>Le service worker de msw répond aux requêtes de cette story.</p>,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const PerStoryHandler: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/__story/ping', () => HttpResponse.json({ pong: 'msw' })))
  },
  play: async () => {
    const response = await fetch('/__story/ping')
    await expect(await response.json()).toEqual({ pong: 'msw' })
  },
}

export const HandlersAreResetBetweenStories: Story = {
  play: async ({ msw }) => {
    // No initial handlers: the previous story's handler is gone.
    await expect(msw.listHandlers()).toHaveLength(0)
  },
}
