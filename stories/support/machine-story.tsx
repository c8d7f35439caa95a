/**
 * The harness for machine stories: the real view next to a panel showing the machine's state value,
 * its context (JSON) and the last event the machine received.
 *
 * Two modes:
 * - frozen (`state`): `machine.resolveState({ value, context })`, restored into an actor that is
 *   never started. Nothing is invoked, no timer runs; events the view sends are shown in the panel
 *   but never processed. One story per state.
 * - live (no `state`): a running actor (`useActorRef`), for interactive stories; stub its actors
 *   with `machine.provide(...)` and the network with the story's msw handlers.
 *
 * ```tsx
 * export const Waiting: Story = {
 *   render: () => (
 *     <MachineStory machine={socketMachine} state={{ value: { reconnecting: 'waiting' }, context }}>
 *       {(actorRef) => <ConnectionChip actorRef={actorRef} />}
 *     </MachineStory>
 *   ),
 * }
 * ```
 */
import { useActorRef, useSelector } from '@xstate/react'
import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import {
  type ActorOptions,
  type ActorRefFrom,
  type AnyEventObject,
  type AnyStateMachine,
  type ContextFrom,
  createActor,
  type InspectionEvent,
  type SnapshotFrom,
  type StateValueFrom,
} from 'xstate'
import { type StateCoverage, stateCoverage, statePaths } from '../../src/lib/state-paths'

export interface StateConfig<TMachine extends AnyStateMachine> {
  value: StateValueFrom<TMachine>
  context: ContextFrom<TMachine>
}

/** A snapshot of `machine` in the given state: resolved, frozen, nothing entered or invoked. */
export function snapshotOf<TMachine extends AnyStateMachine>(
  machine: TMachine,
  state: StateConfig<TMachine>,
): SnapshotFrom<TMachine> {
  return machine.resolveState(state as Parameters<TMachine['resolveState']>[0]) as SnapshotFrom<TMachine>
}

/** Remembers the last event sent to the root actor, from XState's `inspect` option. */
export interface EventRecorder {
  inspect: (event: InspectionEvent) => void
  getLastEvent: () => AnyEventObject | undefined
  subscribe: (listener: () => void) => () => void
}

export function createEventRecorder(): EventRecorder {
  let last: AnyEventObject | undefined
  const listeners = new Set<() => void>()
  return {
    inspect(event) {
      // Only events addressed to the root actor: children's traffic would hide the story's events.
      if (event.type !== '@xstate.event' || event.actorRef.sessionId !== event.rootId) return
      last = event.event
      for (const listener of listeners) listener()
    },
    getLastEvent: () => last,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export interface InspectedActor<TMachine extends AnyStateMachine> {
  actor: ReturnType<typeof createActor<TMachine>>
  recorder: EventRecorder
}

/**
 * An actor that records its last event, for play functions and tests outside React. Not started:
 * call `.actor.start()` for a live one, or pass `snapshot: snapshotOf(...)` and leave it stopped.
 */
export function createInspectedActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
): InspectedActor<TMachine> {
  const recorder = createEventRecorder()
  const userInspect = options?.inspect
  const actor = createActor(machine, {
    ...options,
    inspect: (event: InspectionEvent) => {
      recorder.inspect(event)
      if (typeof userInspect === 'function') userInspect(event)
      else userInspect?.next?.(event)
    },
  } as ActorOptions<TMachine>)
  return { actor, recorder }
}

/** Every state path of `machine` and which ones the given story names cover. */
export function stateStoryCoverage(machine: AnyStateMachine, storyNames: readonly string[]): StateCoverage {
  return stateCoverage(statePaths(machine.root), storyNames)
}

/** The export names of a stories module (`import * as stories from './x.stories'`), minus `default`. */
export function storyNamesOf(storiesModule: Record<string, unknown>): string[] {
  return Object.keys(storiesModule).filter((name) => name !== 'default' && name !== '__namedExportsOrder')
}

function toJson(value: unknown): string {
  const seen = new WeakSet<object>()
  return (
    JSON.stringify(
      value,
      (_key, v: unknown) => {
        if (typeof v === 'function') return `[function ${v.name || 'anonymous'}]`
        if (v instanceof Map) return Object.fromEntries(v)
        if (v instanceof Set) return [...v]
        if (v && typeof v === 'object') {
          if ('sessionId' in v && 'send' in v) return `[actor ${String((v as { id?: string }).id ?? '')}]`
          if (seen.has(v)) return '[circular]'
          seen.add(v)
        }
        return v
      },
      2,
    ) ?? 'undefined'
  )
}

const styles = {
  layout: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(16rem, 22rem)' },
    alignItems: 'start',
  }),
  panel: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '4',
    borderRadius: 'xl',
    bg: 'bg.subtle',
    color: 'fg.default',
    fontSize: 'xs',
  }),
  heading: css({ fontSize: 'sm', fontWeight: 'bold' }),
  caption: css({ fontWeight: 'semibold', color: 'fg.muted', mb: '1' }),
  pre: css({
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    maxHeight: '72',
    overflow: 'auto',
    p: '2',
    borderRadius: 'md',
    bg: 'bg.surface',
  }),
}

interface StatePanelProps {
  actorRef: ActorRefFrom<AnyStateMachine>
  recorder: EventRecorder
  frozen: boolean
}

/** The panel beside the view: state value, context, last event. */
export function StatePanel({ actorRef, recorder, frozen }: StatePanelProps) {
  // The panel shows the whole snapshot, so it re-renders on every change on purpose.
  const snapshot = useSelector(actorRef, (s) => s)
  const lastEvent = useSyncExternalStore(recorder.subscribe, recorder.getLastEvent)
  return (
    <aside aria-label="Machine state" className={styles.panel}>
      <h2 className={styles.heading}>
        {frozen ? 'Frozen snapshot (events are recorded, not processed)' : 'Live actor'}
      </h2>
      <figure>
        <figcaption className={styles.caption}>State value</figcaption>
        <pre className={styles.pre} data-testid="state-value">
          {toJson(snapshot.value)}
        </pre>
      </figure>
      <figure>
        <figcaption className={styles.caption}>Context</figcaption>
        <pre className={styles.pre} data-testid="state-context">
          {toJson(snapshot.context)}
        </pre>
      </figure>
      <figure>
        <figcaption className={styles.caption}>Last event</figcaption>
        <pre className={styles.pre} data-testid="last-event">
          {lastEvent ? toJson(lastEvent) : '(none)'}
        </pre>
      </figure>
    </aside>
  )
}

export interface MachineStoryProps<TMachine extends AnyStateMachine> {
  machine: TMachine
  /** Frozen mode: the state to show. Omit it for a live, running actor. */
  state?: StateConfig<TMachine>
  /** Live mode: actor options (input, ...). */
  options?: Omit<ActorOptions<TMachine>, 'inspect' | 'snapshot'>
  /** Renders the view under test with the story's actor. */
  children: (actorRef: ActorRefFrom<TMachine>) => ReactNode
}

export function MachineStory<TMachine extends AnyStateMachine>(props: MachineStoryProps<TMachine>) {
  return props.state ? <FrozenMachineStory {...props} state={props.state} /> : <LiveMachineStory {...props} />
}

function FrozenMachineStory<TMachine extends AnyStateMachine>({
  machine,
  state,
  children,
}: MachineStoryProps<TMachine> & { state: StateConfig<TMachine> }) {
  // Never started: restoring the snapshot runs no entry action and invokes nothing.
  const [{ actor, recorder }] = useState(() =>
    createInspectedActor(machine, { snapshot: snapshotOf(machine, state) } as ActorOptions<TMachine>),
  )
  const actorRef = actor as unknown as ActorRefFrom<TMachine>
  return (
    <div className={styles.layout}>
      <div>{children(actorRef)}</div>
      <StatePanel actorRef={actorRef} recorder={recorder} frozen />
    </div>
  )
}

function LiveMachineStory<TMachine extends AnyStateMachine>({
  machine,
  options,
  children,
}: MachineStoryProps<TMachine>) {
  const [recorder] = useState(createEventRecorder)
  const actorRef = useActorRef(machine, { ...options, inspect: recorder.inspect } as ActorOptions<TMachine>)
  return (
    <div className={styles.layout}>
      <div>{children(actorRef as ActorRefFrom<TMachine>)}</div>
      <StatePanel actorRef={actorRef} recorder={recorder} frozen={false} />
    </div>
  )
}
