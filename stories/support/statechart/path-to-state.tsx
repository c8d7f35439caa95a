/**
 * The way to a state QA clicked on the chart: the shortest sequence of events from the story's start
 * (xstate/graph, machine-paths.ts), to play step by step beside the view or to copy as a link.
 */
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import type { AnyStateMachine, StateValue } from 'xstate'
import { templateOf } from './event-panel'
import { shortestPathTo } from './machine-paths'
import { type SessionStep, showValue } from './session-link'

const styles = {
  panel: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '3',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'primary.solid',
    bg: 'bg.surface',
    fontSize: 'xs',
    color: 'fg.default',
  }),
  row: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' }),
  heading: css({ fontWeight: 'semibold' }),
  steps: css({ fontFamily: 'mono', pl: '5', listStyle: 'decimal' }),
  note: css({ color: 'fg.muted' }),
  button: css({
    px: '2',
    py: '1',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.subtle',
    color: 'fg.default',
    cursor: 'pointer',
  }),
  field: css({
    width: '100%',
    fontFamily: 'mono',
    fontSize: '2xs',
    p: '1.5',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border.input',
    bg: 'bg.surface',
    color: 'fg.default',
  }),
}

interface PathToStateProps {
  machine: AnyStateMachine
  start: { value: StateValue; context: unknown }
  target: string
  onPlay: (path: readonly SessionStep[]) => void
  href: (path: readonly SessionStep[]) => Promise<string>
  onClose: () => void
}

export function PathToState({ machine, start, target, onPlay, href, onClose }: PathToStateProps) {
  const path = useMemo(() => {
    try {
      return shortestPathTo(machine, start, target, templateOf)
    } catch {
      return null
    }
  }, [machine, start, target])
  const [link, setLink] = useState<string | null>(null)
  const steps: SessionStep[] = (path ?? []).map((step) => ({ event: step.event, value: step.value }))

  const copy = async () => {
    const text = await href(steps)
    setLink(text)
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      // The field below shows it, selected on focus.
    }
  }

  return (
    <section aria-label="Path to a state" className={styles.panel} data-testid="path-to-state">
      <div className={styles.row}>
        <span className={styles.heading}>
          Path from {showValue(start.value)} to {target}
        </span>
        <button type="button" className={styles.button} onClick={onClose}>
          Close
        </button>
      </div>
      {path === null ? (
        <p className={styles.note}>
          No generated path reaches {target} from this start: its guards refuse the events' template payloads,
          or it needs an actor's answer the templates lack. Send the events by hand from the panel.
        </p>
      ) : path.length === 0 ? (
        <p className={styles.note}>The start is already in {target}.</p>
      ) : (
        <>
          <ol className={styles.steps} aria-label="Events to the state">
            {path.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a path is computed whole
              <li key={i}>
                {step.event.type} → {showValue(step.value)}
              </li>
            ))}
          </ol>
          <div className={styles.row}>
            <button type="button" className={styles.button} onClick={() => onPlay(steps)}>
              Play step by step
            </button>
            <button type="button" className={styles.button} onClick={copy}>
              Copy as a link
            </button>
          </div>
          {link && (
            <input
              readOnly
              aria-label="Link to this path"
              className={styles.field}
              value={link}
              onFocus={(e) => e.target.select()}
            />
          )}
        </>
      )}
    </section>
  )
}
