/**
 * The stand-in for the app's status part (browser-offline-notice.tsx): while the part is on its way,
 * or after its chunk failed with the network, the member still reads that the app is offline, and
 * the session's banner steps aside; once the browser is back online the part is asked for again and
 * takes over.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { createI18n } from '../../i18n/i18n'
import { retryableLazy } from '../../lib/retryable-lazy'
import { shell } from '../../stores/shell'
import { AppStatusSlot } from './browser-offline-notice'

const Part = () => <p>La partie statut</p>

/** The browser's word on the network: `navigator.onLine` and the event that says it changed. */
function browserGoes(state: 'online' | 'offline') {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => state === 'online' })
  window.dispatchEvent(new Event(state))
}

const offlineNotice = () => document.querySelector('[role="status"]')

beforeAll(async () => {
  await createI18n('fr')
})

afterEach(() => {
  // Back to the browser's own property.
  Reflect.deleteProperty(navigator, 'onLine')
  shell.offline = false
})

describe('AppStatusSlot', () => {
  it("says the app is offline when the part's chunk failed and the network went, and gives way to the part once back", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/s.js'))
      .mockResolvedValue({ default: Part })
    const Status = retryableLazy(load)
    const screen = await render(
      <AppStatusSlot>
        <Status />
      </AppStatusSlot>,
    )
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[app] app status left out:', expect.any(String)),
    )
    // Online as far as the browser knows: nothing to say.
    expect(offlineNotice()).toBeNull()
    expect(shell.offline).toBe(false)

    browserGoes('offline')
    await expect.element(screen.getByRole('status').getByText('Vous êtes hors ligne')).toBeVisible()
    expect(shell.offline).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)

    browserGoes('online')
    await expect.element(screen.getByText('La partie statut')).toBeVisible()
    expect(offlineNotice()).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('says it while the part is still on its way, and stops once it is there', async () => {
    let arrive: (module: { default: typeof Part }) => void = () => {}
    const Status = retryableLazy(
      () =>
        new Promise<{ default: typeof Part }>((resolve) => {
          arrive = resolve
        }),
    )
    browserGoes('offline')
    const screen = await render(
      <AppStatusSlot>
        <Status />
      </AppStatusSlot>,
    )
    await expect.element(screen.getByRole('status').getByText('Vous êtes hors ligne')).toBeVisible()
    browserGoes('online')
    await vi.waitFor(() => expect(offlineNotice()).toBeNull())
    expect(shell.offline).toBe(false)
    browserGoes('offline')
    await expect.element(screen.getByRole('status').getByText('Vous êtes hors ligne')).toBeVisible()

    arrive({ default: Part })
    await expect.element(screen.getByText('La partie statut')).toBeVisible()
    expect(offlineNotice()).toBeNull()
  })
})
