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
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { css } from 'styled-system/css'
import {
  type ActorOptions,
  type ActorRefFrom,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  createActor,
  type InspectionEvent,
  SimulatedClock,
  type SnapshotFrom,
  type StateValue,
  type StateValueFrom,
} from 'xstate'
import { type StateCoverage, stateCoverage, statePaths } from '../../src/lib/state-paths'
import { EventPanel } from './statechart/event-panel'
import { machines } from './statechart/machines'
import { PathToState } from './statechart/path-to-state'
import { type ReplayState, SessionBar, type SessionControls } from './statechart/session-bar'
import {
  accepts,
  decodeSession,
  encodeSession,
  playStep,
  type SessionLog,
  type SessionStep,
  testSnippet,
  withSilentActors,
} from './statechart/session-link'
import { readSessionParam, sessionHref, storyIdOfPage, writeSessionParam } from './statechart/session-url'

/** The machine's folder in src/machines (for the exported test's import), found by its definition. */
const machineNameOf = (machine: AnyStateMachine) =>
  machines.find((m) => m.machine.config === machine.config)?.name ?? machine.id

// The chart brings elkjs: loaded once the story shows, so the view paints first.
const StatechartView = lazy(() =>
  import('./statechart/statechart-view').then((module) => ({ default: module.StatechartView })),
)

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

/** One step of a running actor: the event it took and the state it reached. */
export interface LoggedStep {
  event: AnyEventObject
  value: StateValue
  context: unknown
  /** A clock advance of this many ms (the steps its timers took are folded into it). */
  clock?: number
  /** The machine ignored the event (no transition took it). */
  refused?: boolean
}

/**
 * Remembers, from XState's `inspect` option, the last event sent to the root actor and the steps it
 * took (event, state reached), for the panel's log and its step back.
 */
export interface EventRecorder {
  inspect: (event: InspectionEvent) => void
  getLastEvent: () => AnyEventObject | undefined
  getSteps: () => readonly LoggedStep[]
  /** Keeps the first `count` steps (a step back). */
  truncate: (count: number) => void
  /** Moves a simulated clock on, logged as one step whatever its timers do. */
  advance: (clock: SimulatedClock, ms: number, actor: AnyActorRef) => void
  subscribe: (listener: () => void) => () => void
}

export function createEventRecorder(): EventRecorder {
  let last: AnyEventObject | undefined
  let steps: readonly LoggedStep[] = []
  let refused = false
  let advancing = false
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  return {
    inspect(event) {
      // Only the root actor: children's traffic would hide the story's events.
      if (event.actorRef.sessionId !== event.rootId) return
      if (event.type === '@xstate.event') {
        last = event.event
        refused = accepts(event.actorRef.getSnapshot() as AnyMachineSnapshot, event.event) === false
        notify()
      } else if (event.type === '@xstate.snapshot' && event.event.type !== 'xstate.init' && !advancing) {
        const snapshot = event.snapshot as AnyMachineSnapshot
        const step: LoggedStep = { event: event.event, value: snapshot.value, context: snapshot.context }
        steps = [...steps, refused ? { ...step, refused } : step]
        notify()
      }
    },
    getLastEvent: () => last,
    getSteps: () => steps,
    truncate(count) {
      steps = steps.slice(0, count)
      notify()
    },
    advance(clock, ms, actor) {
      advancing = true
      try {
        clock.increment(ms)
      } finally {
        advancing = false
      }
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot
      steps = [
        ...steps,
        { event: { type: `clock +${ms} ms` }, value: snapshot.value, context: snapshot.context, clock: ms },
      ]
      notify()
    },
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
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(22rem, 34rem)' },
    alignItems: 'start',
  }),
  inspector: css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: 0 }),
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
  return (
    <MachineInspector machine={machine} actor={actor} recorder={recorder} frozen>
      {children}
    </MachineInspector>
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
    <MachineInspector machine={machine} actor={actorRef} recorder={recorder} frozen={false}>
      {children}
    </MachineInspector>
  )
}

interface MachineInspectorProps<TMachine extends AnyStateMachine> {
  machine: TMachine
  actor: AnyActorRef
  recorder: EventRecorder
  frozen: boolean
  children: (actorRef: ActorRefFrom<TMachine>) => ReactNode
}

interface Session {
  actor: AnyActorRef
  /** The simulated clock of a copy the harness started; the story's own live actor keeps real time. */
  clock: SimulatedClock | null
  frozen: boolean
  /** Where the log starts: the state the story (or the live copy) began in. */
  start: { value: StateValue; context: unknown }
  /** Steps of the story's own actor already in the recorder when this session began. */
  offset: number
  /** Remounts the view when the harness hands it another actor. */
  generation: number
}

/** The log as a link's steps: what was sent (or how far the clock moved) and the state it led to. */
function sessionSteps(steps: readonly LoggedStep[]): SessionStep[] {
  return steps.map((step) =>
    step.clock !== undefined
      ? { clock: step.clock, value: step.value }
      : step.refused
        ? { event: step.event, value: step.value, refused: true }
        : { event: step.event, value: step.value },
  )
}

/**
 * The view beside its machine: the chart with the active states, the events they accept, the log,
 * and the state panel. Sending from a frozen story, or stepping back, hands the view a live copy of
 * the machine restored in that state (restored: the copy's invoked actors and timers are not started;
 * send their done, error and after events from the panel; its clock is simulated and moves when QA
 * advances it). The log is written into the story's address as it grows; an address carrying one
 * replays it in a copy whose invoked actors never answer by themselves (their answers are steps).
 */
function MachineInspector<TMachine extends AnyStateMachine>({
  machine,
  actor,
  recorder,
  frozen,
  children,
}: MachineInspectorProps<TMachine>) {
  const [session, setSession] = useState<Session>(() => ({
    actor,
    clock: null,
    frozen,
    start: {
      value: (actor.getSnapshot() as AnyMachineSnapshot).value,
      context: (actor.getSnapshot() as AnyMachineSnapshot).context,
    },
    offset: 0,
    generation: 0,
  }))
  // The replay plays several steps in one click: it needs the session it just made, not a render's.
  const sessionRef = useRef(session)
  const [replay, setReplay] = useState<ReplayState | null>(null)
  const replayRef = useRef(replay)
  const [linkError, setLinkError] = useState<string | null>(null)
  const showReplay = (next: ReplayState | null) => {
    replayRef.current = next
    setReplay(next)
  }

  // Copies the harness started are its own to stop.
  useEffect(() => {
    const owned = session.actor !== actor ? session.actor : null
    return () => owned?.stop()
  }, [session.actor, actor])

  const liveCopy = (from: { value: StateValue; context: unknown }, keepSteps: number, silent = false) => {
    const current = sessionRef.current
    // The actor being replaced must not go on adding its own steps (its timers, its invokes) to the log.
    current.actor.stop()
    recorder.truncate(keepSteps)
    const clock = new SimulatedClock()
    const copy = createActor(silent ? withSilentActors(machine) : machine, {
      snapshot: machine.resolveState(from as Parameters<TMachine['resolveState']>[0]),
      inspect: recorder.inspect,
      clock,
    } as ActorOptions<TMachine>)
    copy.start()
    const next: Session = {
      actor: copy,
      clock,
      frozen: false,
      start: current.frozen ? from : current.start,
      offset: current.frozen ? keepSteps : current.offset,
      generation: current.generation + 1,
    }
    sessionRef.current = next
    setSession(next)
    return next
  }

  // Read at the click, not subscribed: the view must not re-render with the harness.
  const current = () => {
    const snapshot = sessionRef.current.actor.getSnapshot() as AnyMachineSnapshot
    return { value: snapshot.value, context: snapshot.context }
  }
  const send = (event: AnyEventObject) => {
    // QA taking over ends a replay: from here the log (and the address) is theirs again.
    if (replayRef.current) showReplay(null)
    const s = sessionRef.current
    const target = s.frozen ? liveCopy(current(), recorder.getSteps().length).actor : s.actor
    ;(target as AnyActorRef).send(event)
  }
  const stepBack = () => {
    if (replayRef.current) showReplay(null)
    const s = sessionRef.current
    const steps = recorder.getSteps().slice(s.offset)
    if (steps.length === 0) return
    liveCopy(steps.at(-2) ?? s.start, s.offset + steps.length - 1)
  }
  const advanceClock = (ms: number) => {
    if (replayRef.current) showReplay(null)
    let s = sessionRef.current
    if (!s.clock) s = liveCopy(current(), recorder.getSteps().length)
    if (s.clock) recorder.advance(s.clock, ms, s.actor)
  }

  const playNext = (r: ReplayState): ReplayState => {
    const step = r.log.steps[r.position]
    const s = sessionRef.current
    if (!step || r.divergence) return r
    const divergence = playStep(s.actor, step, r.position, (ms) => {
      if (s.clock) recorder.advance(s.clock, ms, s.actor)
    })
    return { ...r, position: r.position + 1, divergence }
  }
  const startReplay = (log: SessionLog, all: boolean, origin: ReplayState['origin']) => {
    const s = sessionRef.current
    liveCopy(s.start, s.offset, true)
    let r: ReplayState = { log, position: 0, divergence: null, origin }
    while (all && r.position < log.steps.length && !r.divergence) r = playNext(r)
    showReplay(r)
  }

  // A link opened: replay it at once, so QA lands where the session ended (restart to go step by step).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the story opens
  useEffect(() => {
    // Outside a Storybook iframe (the story tests share one page between stories) there is no link.
    const text = storyIdOfPage() ? readSessionParam() : null
    if (!text) return
    let live = true
    decodeSession(text).then(
      (log) => {
        if (!live) return
        if (log.story !== storyIdOfPage()) return
        startReplay(log, true, 'link')
      },
      (error: unknown) => live && setLinkError(error instanceof Error ? error.message : String(error)),
    )
    return () => {
      live = false
    }
  }, [])

  const allSteps = useSyncExternalStore(recorder.subscribe, recorder.getSteps)
  const steps = useMemo(() => allSteps.slice(session.offset), [allSteps, session.offset])
  // The address follows the log, except while a replay has not reached the link's end (or left it).
  const replayPending =
    replay !== null && (replay.divergence !== null || replay.position < replay.log.steps.length)
  const encoded = useRef<string | null>(null)
  useEffect(() => {
    const story = storyIdOfPage()
    if (replayPending || !story) return
    let live = true
    if (steps.length === 0) {
      if (encoded.current !== null || readSessionParam()) writeSessionParam(null)
      encoded.current = null
      return
    }
    encodeSession({ story, steps: sessionSteps(steps) }).then((text) => {
      if (!live || text === encoded.current) return
      encoded.current = text
      writeSessionParam(text)
    })
    return () => {
      live = false
    }
  }, [steps, replayPending])

  const controls: SessionControls = {
    replay,
    linkError,
    stepCount: steps.length,
    copyLink: async () =>
      sessionHref(await encodeSession({ story: storyIdOfPage(), steps: sessionSteps(steps) })),
    exportTest: () =>
      testSnippet({
        name: machineNameOf(machine),
        start: sessionRef.current.start,
        steps: sessionSteps(steps),
      }),
    next: () => {
      const r = replayRef.current
      if (r) showReplay(playNext(r))
    },
    playAll: () => {
      let r = replayRef.current
      if (!r) return
      while (r.position < r.log.steps.length && !r.divergence) r = playNext(r)
      showReplay(r)
    },
    restart: () => {
      const r = replayRef.current
      if (r) startReplay(r.log, false, r.origin)
    },
    close: () => showReplay(null),
  }

  const playPath = (path: readonly SessionStep[]) =>
    startReplay({ story: storyIdOfPage(), steps: [...path] }, false, 'path')
  const pathHref = async (path: readonly SessionStep[]) =>
    sessionHref(await encodeSession({ story: storyIdOfPage(), steps: [...path] }))

  return (
    <div className={styles.layout}>
      <ViewSlot key={session.generation} actor={session.actor} render={children} />
      <div className={styles.inspector}>
        <SessionBar controls={controls} />
        <InspectorTools
          machine={machine}
          actor={session.actor}
          steps={steps}
          frozen={session.frozen}
          start={session.start}
          send={send}
          onStepBack={stepBack}
          onGoLive={() => liveCopy(current(), recorder.getSteps().length)}
          onAdvanceClock={advanceClock}
          onPlayPath={playPath}
          pathHref={pathHref}
        />
        <StatePanel actorRef={session.actor} recorder={recorder} frozen={session.frozen} />
      </div>
    </div>
  )
}

/** The view, rendered once per actor: the harness's own updates never re-render it. */
const ViewSlot = memo(
  function ViewSlot({ actor, render }: { actor: AnyActorRef; render: (actorRef: never) => ReactNode }) {
    return <div>{render(actor as never)}</div>
  },
  (before, after) => before.actor === after.actor,
)

interface InspectorToolsProps {
  machine: AnyStateMachine
  actor: AnyActorRef
  steps: readonly LoggedStep[]
  frozen: boolean
  start: { value: StateValue; context: unknown }
  send: (event: AnyEventObject) => void
  onStepBack: () => void
  onGoLive: () => void
  onAdvanceClock: (ms: number) => void
  onPlayPath: (path: readonly SessionStep[]) => void
  pathHref: (path: readonly SessionStep[]) => Promise<string>
}

/** The chart and the events panel, following the actor; a state clicked on the chart shows the way to it. */
function InspectorTools({
  machine,
  actor,
  steps,
  frozen,
  start,
  send,
  onStepBack,
  onGoLive,
  onAdvanceClock,
  onPlayPath,
  pathHref,
}: InspectorToolsProps) {
  const snapshot = useSelector(actor, (s) => s as AnyMachineSnapshot)
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <>
      <Suspense fallback={<p className={styles.caption}>Loading the chart…</p>}>
        <StatechartView
          machine={machine}
          value={snapshot.value}
          selected={selected}
          onSelectState={setSelected}
        />
      </Suspense>
      {selected !== null && (
        <PathToState
          machine={machine}
          start={start}
          target={selected}
          onPlay={onPlayPath}
          href={pathHref}
          onClose={() => setSelected(null)}
        />
      )}
      <EventPanel
        machine={machine}
        snapshot={snapshot}
        frozen={frozen}
        send={send}
        steps={steps}
        start={start.value}
        onStepBack={onStepBack}
        onGoLive={onGoLive}
        onAdvanceClock={onAdvanceClock}
      />
    </>
  )
}
