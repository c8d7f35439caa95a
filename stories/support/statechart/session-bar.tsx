/**
 * The session's link under the chart: copy it, export it as a machine test, and, when the page was
 * opened from a link (or a path to a state), replay it step by step or at once, saying plainly where
 * it no longer fits the machine.
 */
import { useState } from 'react'
import { css } from 'styled-system/css'
import { type Divergence, divergenceMessage, type SessionLog, stepLabel } from './session-link'

export interface ReplayState {
  log: SessionLog
  /** Steps played so far. */
  position: number
  divergence: Divergence | null
  /** Where it came from, for its heading. */
  origin: 'link' | 'path'
}

export interface SessionControls {
  replay: ReplayState | null
  linkError: string | null
  stepCount: number
  copyLink: () => Promise<string>
  exportTest: () => string
  next: () => void
  playAll: () => void
  restart: () => void
  close: () => void
}

const styles = {
  bar: css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'xs' }),
  row: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' }),
  heading: css({ fontWeight: 'semibold', color: 'fg.muted' }),
  button: css({
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
  alert: css({
    p: '2',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'danger.fg',
    color: 'danger.fg',
    bg: 'bg.surface',
    fontWeight: 'semibold',
  }),
  ok: css({ color: 'fg.muted' }),
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
  steps: css({ fontFamily: 'mono', pl: '5', listStyle: 'decimal' }),
  current: css({ fontWeight: 'bold', color: 'primary.fg' }),
}

export function SessionBar({ controls }: { controls: SessionControls }) {
  const { replay, linkError, stepCount } = controls
  const [link, setLink] = useState<string | null>(null)
  const [copied, setCopied] = useState<string | null>(null)
  const [snippet, setSnippet] = useState<string | null>(null)
  const finished = replay && !replay.divergence && replay.position >= replay.log.steps.length

  const copy = async () => {
    const href = await controls.copyLink()
    setLink(href)
    try {
      await navigator.clipboard.writeText(href)
      setCopied('Link copied')
    } catch {
      setCopied('Select the link below and copy it')
    }
  }
  const exportTest = async () => {
    const text = controls.exportTest()
    setSnippet(text)
    try {
      await navigator.clipboard.writeText(text)
      setCopied('Test copied')
    } catch {
      setCopied('Select the test below and copy it')
    }
  }

  return (
    <section aria-label="Session link" className={styles.bar}>
      {linkError && (
        <p role="alert" className={styles.alert}>
          This link cannot be replayed: {linkError}
        </p>
      )}
      {replay && (
        <div className={styles.bar} data-testid="replay">
          <div className={styles.row}>
            <span className={styles.heading}>
              {replay.origin === 'link' ? 'Replaying a link' : 'Playing the path'}: step {replay.position} of{' '}
              {replay.log.steps.length}
            </span>
            <button
              type="button"
              className={styles.button}
              disabled={Boolean(finished || replay.divergence)}
              onClick={controls.next}
            >
              Next step
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={Boolean(finished || replay.divergence)}
              onClick={controls.playAll}
            >
              Play all
            </button>
            <button type="button" className={styles.button} onClick={controls.restart}>
              Restart step by step
            </button>
            <button type="button" className={styles.button} onClick={controls.close}>
              Close
            </button>
          </div>
          <ol className={styles.steps} aria-label="Steps to replay">
            {replay.log.steps.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a replay's steps never change order
              <li key={i} className={i === replay.position ? styles.current : undefined}>
                {stepLabel(step)}
              </li>
            ))}
          </ol>
          {replay.divergence && (
            <p role="alert" className={styles.alert} data-testid="divergence">
              {divergenceMessage(replay.divergence)}
            </p>
          )}
          {finished && (
            <p className={styles.ok} role="status">
              Replayed {replay.log.steps.length} steps: every state is the one recorded.
            </p>
          )}
        </div>
      )}
      <div className={styles.row}>
        <button type="button" className={styles.button} disabled={stepCount === 0} onClick={copy}>
          Copy link
        </button>
        <button type="button" className={styles.button} disabled={stepCount === 0} onClick={exportTest}>
          Export as a machine test
        </button>
        {copied && (
          <span role="status" className={styles.ok}>
            {copied}
          </span>
        )}
      </div>
      {link && (
        <input
          readOnly
          aria-label="Link to this session"
          className={styles.field}
          value={link}
          onFocus={(e) => e.target.select()}
        />
      )}
      {snippet && (
        <textarea
          readOnly
          aria-label="Machine test"
          className={styles.field}
          rows={8}
          value={snippet}
          onFocus={(e) => e.target.select()}
        />
      )}
    </section>
  )
}
