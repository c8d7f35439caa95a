/**
 * The mock backend for Vitest (and anything else in Node): an msw `setupServer` with every handler,
 * plus the database reset, the fault controls, the simulation and the named scenarios as functions.
 *
 * ```ts
 * import { mockServer, resetDatabase, stopMockActivity } from '../mock-server/node'
 * beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
 * beforeEach(() => resetDatabase())
 * afterEach(() => { mockServer.resetHandlers(); stopMockActivity() })
 * afterAll(() => mockServer.close())
 * ```
 * The simulation is off unless a test starts it.
 */
import { setupServer } from 'msw/node'
import { handlers } from './all-handlers'
import { clearFaults } from './faults'
import { nodeRuntime } from './lib/node-runtime'
import { configureRuntime } from './runtime'
import { stopSimulation } from './simulation/simulator'
import { refuseSockets } from './ws/hub'

configureRuntime(nodeRuntime)

export const mockServer = setupServer(...handlers)

/** Ends what a test may have left behind: faults, latency, refused sockets, the simulation. */
export function stopMockActivity(): void {
  clearFaults()
  refuseSockets(false)
  stopSimulation()
}

export { handlers } from './all-handlers'
export { db } from './db/database'
export type { FaultKind, FaultRule } from './faults'
export { clearFaults, failEndpoint, faultState, removeFault, setFaultSeed, setLatency } from './faults'
export { accountScenarios } from './handlers/account'
export { chatScenarios } from './handlers/chat'
export { EVENT_TYPES, mockState, triggerEvent } from './handlers/control'
export { paymentScenarios } from './handlers/payment'
export { photoScenarios } from './handlers/photos'
export { captchaCodeFor, reportScenarios } from './handlers/report'
export { searchScenarios } from './handlers/search'
export { sessionScenarios } from './handlers/users'
export { pinClock } from './lib/time'
export { DEFAULT_SEED } from './seed/build-seed'
export { DEMO, DEMO_PASSWORD } from './seed/demo'
export { MEMBER_PASSWORD } from './seed/members'
export { resetDatabase } from './seed/reset-database'
export { expireSessions } from './services/sessions'
export { flushSimulation, simulationTick, startSimulation, stopSimulation } from './simulation/simulator'
export { dropSockets, refuseSockets } from './ws/hub'
