/**
 * The development runner: injected into index.html by vite.config.ts (dev server only, no API address
 * configured), before the app's own script. It sets `globalThis.__MOCK_READY__` synchronously; the
 * app awaits it before its first call. The msw service worker answers the API under any base (the app
 * uses `${origin}/api`) and the socket at `/ws`. The database persists in IndexedDB across reloads;
 * `/api/__mock/reset` or `__mock.reset()` in the console brings back the seed. Simulated members are
 * on unless VITE_MOCK_SIMULATION=off.
 */
import { setupWorker } from 'msw/browser'
import { handlers } from './all-handlers'
import { loadSavedDatabase, loadSavedUploads, saveTables, saveUpload } from './browser-store'
import { onDatabaseChange, TABLE_NAMES, type TableName, takeTable } from './db/database'
import { clearFaults, failEndpoint, faultState, setLatency } from './faults'
import { mockState, triggerEvent } from './handlers/control'
import { captchaCodeFor } from './handlers/report'
import { loadUploads, onUploadsChange } from './lib/uploads'
import { configureRuntime } from './runtime'
import { onDatabaseReset, resetDatabase, restoreSnapshot } from './seed/reset-database'
import { expireSessions } from './services/sessions'
import { simulationTick, startSimulation, stopSimulation } from './simulation/simulator'
import { dropSockets, refuseSockets } from './ws/hub'

declare global {
  var __MOCK_READY__: Promise<unknown> | undefined
  var __mock: Record<string, unknown> | undefined
}

async function resize(bytes: Uint8Array, type: string, maxPx: number): Promise<Uint8Array> {
  try {
    const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type }))
    const scale = Math.min(1, maxPx / Math.max(bitmap.width, bitmap.height))
    if (scale === 1) return bytes
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale))
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 })
    return new Uint8Array(await blob.arrayBuffer())
  } catch {
    return bytes
  }
}

configureRuntime({
  async readAsset(path) {
    const response = await fetch(`/mock-server/assets/${path}`)
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null
  },
  resizeImage: resize,
  // A page navigation is not answered by the worker's handlers: the provider page is a static file.
  providerPageUrl: () => `${location.origin}/mock-server/assets/provider.html`,
  defaultReturnOrigin: () => location.origin,
  afterMutation: flushSave,
})

/**
 * Saves the changed tables at most every 500 ms: a burst of changes (a login touches four tables) is
 * one write. A call that changed something flushes before it answers (`afterMutation`), so nothing
 * the app was told is lost when the page navigates away right after (the payment page).
 */
function scheduleSave(table?: TableName): void {
  for (const name of table ? [table] : TABLE_NAMES) unsaved.add(name)
  saveTimer ??= setTimeout(() => void flushSave(), 500)
}
const unsaved = new Set<TableName>()
let saveTimer: ReturnType<typeof setTimeout> | null = null

async function flushSave(): Promise<void> {
  if (saveTimer !== null) clearTimeout(saveTimer)
  saveTimer = null
  if (unsaved.size === 0) return
  const tables = Object.fromEntries([...unsaved].map((name) => [name, takeTable(name)]))
  unsaved.clear()
  try {
    await saveTables(tables)
  } catch (error) {
    console.warn('[mock] could not save the database', error)
  }
}

async function loadDatabase(): Promise<void> {
  try {
    const saved = await loadSavedDatabase()
    if (saved) {
      await restoreSnapshot(saved)
      loadUploads(await loadSavedUploads())
      return
    }
  } catch (error) {
    console.warn('[mock] the saved database could not be read; starting from the seed', error)
  }
  await resetDatabase()
  scheduleSave()
  await flushSave()
}

async function start(): Promise<void> {
  await loadDatabase()
  onDatabaseChange(scheduleSave)
  onDatabaseReset(() => scheduleSave())
  onUploadsChange((key, upload) => {
    void saveUpload(key, upload).catch((error) => console.warn('[mock] could not save an upload', error))
  })
  addEventListener('pagehide', () => void flushSave())
  await setupWorker(...handlers).start({
    quiet: true,
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
  if (import.meta.env.VITE_MOCK_SIMULATION !== 'off') startSimulation()
  console.info('[mock] backend ready — demo login juliette@demo.fr / demo1234; __mock.reset() to reseed')
}

globalThis.__MOCK_READY__ = start()

globalThis.__mock = {
  reset: async (seed?: number) => {
    await resetDatabase({ seed })
    await flushSave()
  },
  state: mockState,
  setLatency,
  failEndpoint,
  clearFaults,
  faultState,
  dropSockets,
  refuseSockets,
  expireSessions,
  startSimulation,
  stopSimulation,
  simulationTick,
  triggerEvent,
  captchaCode: (sessionId?: string) => captchaCodeFor(sessionId ?? null),
}
