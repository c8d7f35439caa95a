/**
 * QA's map of the machines: for each, every state it can reach and the stories that show it, and
 * its transitions. The same figures as the line `npm test` prints (src/machines/machine-files.test.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { toId } from 'storybook/internal/csf'
import { expect, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { coverageLine } from './statechart/story-coverage'
import { indexedMachines } from './statechart/story-index'
import { StoryTable, TransitionList, transitionsOf } from './statechart/story-table'
import { testLine, transitionLine } from './statechart/transition-gaps'

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6', color: 'fg.default', maxWidth: '5xl' }),
  summary: css({ fontWeight: 'semibold' }),
  heading: css({ fontSize: 'lg', fontWeight: 'bold' }),
  link: css({ color: 'primary.fg', textDecoration: 'underline' }),
  meta: css({ fontSize: 'sm', color: 'fg.muted' }),
}

function CoveragePage() {
  return (
    <div className={styles.page}>
      <p className={styles.summary} data-testid="coverage-line">
        {coverageLine(indexedMachines.map((m) => m.coverage))}
      </p>
      <p className={styles.summary} data-testid="transition-line">
        {transitionLine(indexedMachines.map(transitionsOf))}
      </p>
      <p className={styles.summary} data-testid="test-line">
        {testLine(indexedMachines.map(transitionsOf))}
      </p>
      <p className={styles.meta} data-testid="story-line">
        Taken by a story: not counted. A machine story starts its machine at a state (resolveState), so it
        takes no transition by itself; the transitions its play function or QA's clicks take are not recorded.
      </p>
      {indexedMachines.map((entry) => (
        <section key={entry.name} aria-labelledby={`machine-${entry.name}`}>
          <h2 id={`machine-${entry.name}`} className={styles.heading}>
            {entry.title ? (
              <a className={styles.link} href={`./?path=/docs/${toId(entry.title, 'docs')}`} target="_top">
                {entry.name}
              </a>
            ) : (
              entry.name
            )}
          </h2>
          <MachineSummary entry={entry} />
          <StoryTable entry={entry} />
          <details>
            <summary>Transitions ({entry.coverage.transitions.length})</summary>
            <TransitionList entry={entry} />
          </details>
        </section>
      ))}
    </div>
  )
}

function MachineSummary({ entry }: { entry: (typeof indexedMachines)[number] }) {
  const t = transitionsOf(entry)
  const taken = t.rows.filter((r) => r.takenBy).length
  const byTests = t.rows.filter((r) => r.tests.length).length
  return (
    <p className={styles.meta}>
      {entry.coverage.states.length} reachable states, {entry.coverage.missing.length} without a story;{' '}
      {t.rows.length} transitions ({t.guarded.total} guarded branches): {taken} taken by a generated path (
      {t.guarded.taken} guarded), {byTests} by a unit test, {t.rows.length - taken} named with the reason no
      generated path takes them
    </p>
  )
}

const meta = { title: 'QA/Story coverage', parameters: { layout: 'padded' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const AllMachines: Story = {
  render: () => <CoveragePage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('coverage-line')).toHaveTextContent(
      new RegExp(`Story coverage: (\\d+)/\\1 reachable states of ${indexedMachines.length} machines`),
    )
    const socket = within(canvas.getByRole('region', { name: 'socket' }))
    const states = within(socket.getByRole('table', { name: 'States of socket' }))
    const row = within(states.getByRole('row', { name: /^reconnecting\b/ }))
    await expect(row.getByRole('link', { name: 'Reconnecting' })).toHaveAttribute(
      'href',
      './?path=/story/machines-socket--reconnecting',
    )
    // Every transition is counted, and each one nothing takes is named with its reason.
    await expect(canvas.getByTestId('transition-line')).toHaveTextContent(
      /Transition coverage: \d+\/\d+ transitions \(\d+\/\d+ guarded branches\) of \d+ machines/,
    )
    await expect(canvas.getByTestId('test-line')).toHaveTextContent(
      /Taken by the unit tests: \d+\/\d+ transitions \(\d+\/\d+ guarded branches\) of \d+ machines/,
    )
    // Each row says whether a generated path takes it (or why not) and which unit tests do.
    const transitions = within(socket.getByRole('table', { name: 'Transitions of socket', hidden: true }))
    const rows = transitions.getAllByRole('row', { hidden: true }).slice(1)
    await expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) await expect(row).toHaveTextContent(/generated path|nothing: \S/)
    await expect(transitions.getAllByText(/\.test\.ts$/).length).toBeGreaterThan(0)
    await expect(indexedMachines.length).toBeGreaterThanOrEqual(38)
  },
}
