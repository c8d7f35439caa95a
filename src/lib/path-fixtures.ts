/**
 * The sample data a machine's generated paths walk with: the input it starts from, the events (with
 * real payloads and actor answers) tried in each state, and what tells two states apart beyond their
 * value. Each machine's `<name>.fixtures.ts` exports `pathFixtures`; its `*.paths.test.ts` walks them
 * with xstate/graph, and so does the transition coverage (stories/support/statechart/machine-paths.ts),
 * so both use one copy of the data.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate'

export interface PathFixture {
  /** What this start is (shown in the coverage when there are several): 'a stored login'. */
  name: string
  /** The machine walked: the machine itself, or it with other implementations (`machine.provide`). */
  machine: AnyStateMachine
  input?: unknown
  /** The events tried in each state; an accepted event type none of these carries gets its template. */
  events: readonly AnyEventObject[]
  /** Samples that name something the state holds (retry *this* failed message), read from it. */
  eventsFrom?: (snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]
  /** The context that tells two states of the same value apart (a guard reads it). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string
}

interface FixtureOf<TMachine extends AnyStateMachine> {
  name?: string
  machine?: TMachine
  input?: InputFrom<TMachine>
  events: readonly AnyEventObject[]
  eventsFrom?: (snapshot: SnapshotFrom<TMachine>) => readonly AnyEventObject[]
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string
}

/** The starts of `machine`'s generated paths, typed by its input and snapshot. */
export function definePathFixtures<TMachine extends AnyStateMachine>(
  machine: TMachine,
  fixtures: readonly FixtureOf<TMachine>[],
): PathFixture[] {
  return fixtures.map((f, i) => ({
    ...f,
    name: f.name ?? (fixtures.length > 1 ? `start ${i + 1}` : 'default'),
    machine: f.machine ?? machine,
  })) as PathFixture[]
}
