/**
 * The events the current state accepts, as buttons (read from the machine's definition; a guard that
 * refuses one disables it, with the guard's name), a small JSON editor for events that carry a
 * payload, and the log of the steps taken with a step back.
 */
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { eventTemplate, needsPayload } from './event-templates'
import { type AcceptedEvent, acceptedEvents, activePaths, machineGraph } from './graph-model'

// The machines' own sources, as text: where each event's payload is declared (and the harness's
// demo machine, declared in its stories).
const sources = Object.values(
  import.meta.glob<string>(['../../../src/machines/**/*.ts', '!**/*.test.ts', '../harness.stories.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)

const templates = new Map<string, Record<string, unknown> | null>()
/** The event's payload template, searched for once per event type (the sources are large). */
export function templateOf(type: string) {
  if (!templates.has(type)) templates.set(type, eventTemplate(type, sources))
  return templates.get(type) ?? null
}

const graphs = new WeakMap<object, ReturnType<typeof machineGraph>>()
function graphOf(machine: AnyStateMachine) {
  let graph = graphs.get(machine.config as object)
  if (!graph) {
    graph = machineGraph(machine)
    graphs.set(machine.config as object, graph)
  }
  return graph
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'xs' }),
  heading: css({ fontWeight: 'semibold', color: 'fg.muted' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' }),
  event: css({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    px: '2',
    py: '1',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'primary.solid',
    bg: 'bg.surface',
    color: 'fg.default',
    fontFamily: 'mono',
    cursor: 'pointer',
    _hover: { bg: 'primary.subtle' },
    _disabled: { borderColor: 'border.default', color: 'fg.muted', cursor: 'not-allowed', bg: 'bg.subtle' },
  }),
  note: css({ fontSize: '2xs', color: 'fg.muted', fontFamily: 'body' }),
  textarea: css({
    width: '100%',
    minHeight: '24',
    fontFamily: 'mono',
    fontSize: 'xs',
    p: '2',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border.input',
    bg: 'bg.surface',
    color: 'fg.default',
  }),
  row: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' }),
  action: css({
    px: '2',
    py: '1',
    borderRadius: 'md',
    bg: 'primary.solid',
    color: 'primary.contrast',
    cursor: 'pointer',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  }),
  secondary: css({
    px: '2',
    py: '1',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.surface',
    color: 'fg.default',
    cursor: 'pointer',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  }),
  error: css({ color: 'danger.fg' }),
  clock: css({
    width: '20',
    px: '1.5',
    py: '0.5',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border.input',
    bg: 'bg.surface',
    color: 'fg.default',
    fontFamily: 'mono',
  }),
  log: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    maxHeight: '40',
    overflow: 'auto',
    p: '2',
    borderRadius: 'md',
    bg: 'bg.surface',
    fontFamily: 'mono',
  }),
}

/** Whether the snapshot would take `event`; null when a guard cannot judge without a real payload. */
function canTake(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean | null {
  try {
    return snapshot.can(event)
  } catch {
    return null
  }
}

const showValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

interface EventPanelProps {
  machine: AnyStateMachine
  snapshot: AnyMachineSnapshot
  frozen: boolean
  send: (event: AnyEventObject) => void
  steps: readonly { event: AnyEventObject; value: unknown; clock?: number; refused?: boolean }[]
  start: unknown
  onStepBack: () => void
  onGoLive: () => void
  /** Moves the copy's simulated clock on (its pending `after` timers fire when due). */
  onAdvanceClock?: (ms: number) => void
}

export function EventPanel({
  machine,
  snapshot,
  frozen,
  send,
  steps,
  start,
  onStepBack,
  onGoLive,
  onAdvanceClock,
}: EventPanelProps) {
  const [clockMs, setClockMs] = useState('1000')
  const events = useMemo(
    () => acceptedEvents(graphOf(machine), activePaths(snapshot.value)),
    [machine, snapshot.value],
  )
  const [editing, setEditing] = useState<{ event: AcceptedEvent; text: string; error?: string } | null>(null)

  const press = (accepted: AcceptedEvent) => {
    const template = templateOf(accepted.event)
    if (needsPayload(template)) {
      setEditing({ event: accepted, text: JSON.stringify(template, null, 2) })
      return
    }
    send({ type: accepted.event })
  }

  const sendEdited = () => {
    if (!editing) return
    try {
      const event = JSON.parse(editing.text) as AnyEventObject
      if (typeof event?.type !== 'string') throw new Error('the event needs a "type"')
      if (canTake(snapshot, event) === false && editing.event.guards.length) {
        setEditing({ ...editing, error: `Refused by ${editing.event.guards.join(', ')}` })
        return
      }
      setEditing(null)
      send(event)
    } catch (error) {
      setEditing({ ...editing, error: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <section aria-label="Events" className={styles.section}>
      <div className={styles.row}>
        <span className={styles.heading}>
          {frozen ? 'Events this state accepts (a click starts a live copy)' : 'Events this state accepts'}
        </span>
        {frozen && (
          <button type="button" className={styles.secondary} onClick={onGoLive}>
            Start a live copy
          </button>
        )}
      </div>
      <div className={styles.buttons}>
        {events.length === 0 && <span className={styles.note}>None: a final state, or one that waits.</span>}
        {events.map((accepted) => {
          const template = templateOf(accepted.event)
          const payload = needsPayload(template)
          const can = canTake(snapshot, (template ?? { type: accepted.event }) as AnyEventObject)
          const refused = can === false && !payload
          return (
            <button
              key={accepted.event}
              type="button"
              className={styles.event}
              disabled={refused}
              data-event={accepted.event}
              onClick={() => press(accepted)}
            >
              <span>
                {accepted.label}
                {payload ? ' {…}' : ''}
              </span>
              {accepted.guards.length > 0 && (
                <span className={styles.note}>
                  {refused
                    ? `refused by ${accepted.guards.join(', ')}`
                    : `guard ${accepted.guards.join(', ')}`}
                </span>
              )}
            </button>
          )
        })}
      </div>
      {editing && (
        <div className={styles.section}>
          <label className={styles.section}>
            <span className={styles.heading}>Payload of {editing.event.event}</span>
            <textarea
              className={styles.textarea}
              value={editing.text}
              spellCheck={false}
              onChange={(e) => setEditing({ ...editing, text: e.target.value, error: undefined })}
            />
          </label>
          {editing.error && <span className={styles.error}>{editing.error}</span>}
          <div className={styles.row}>
            <button type="button" className={styles.action} onClick={sendEdited}>
              Send {editing.event.event}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {onAdvanceClock && (
        <div className={styles.row}>
          <label className={styles.row}>
            <span className={styles.heading}>Clock</span>
            <input
              className={styles.clock}
              type="number"
              min={1}
              step={100}
              value={clockMs}
              aria-label="Milliseconds to advance"
              onChange={(e) => setClockMs(e.target.value)}
            />
            ms
          </label>
          <button
            type="button"
            className={styles.secondary}
            disabled={!(Number(clockMs) > 0)}
            onClick={() => onAdvanceClock(Number(clockMs))}
          >
            Advance clock
          </button>
        </div>
      )}
      <div className={styles.row}>
        <span className={styles.heading}>Log</span>
        <button type="button" className={styles.secondary} disabled={steps.length === 0} onClick={onStepBack}>
          Step back
        </button>
      </div>
      <div role="log" aria-label="Steps taken" className={styles.log} data-testid="step-log">
        <div>start → {showValue(start)}</div>
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows and shrinks at its end
          <div key={i}>
            {step.event.type}
            {step.refused ? ' (ignored)' : ''} → {showValue(step.value)}
          </div>
        ))}
      </div>
    </section>
  )
}
