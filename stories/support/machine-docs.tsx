/**
 * The docs page of every machine's stories (autodocs): the machine's JSDoc (its states in words),
 * its chart, and its reachable states with the stories that show each. Other stories files get
 * Storybook's usual page.
 */
import {
  Controls,
  Description,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks'
import { lazy, Suspense } from 'react'
import { indexedMachines } from './statechart/story-index'
import { StoryTable, TransitionList, transitionsOf } from './statechart/story-table'

const StatechartView = lazy(() =>
  import('./statechart/statechart-view').then((module) => ({ default: module.StatechartView })),
)

export function MachineDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta'])
  const file = String(preparedMeta.parameters.fileName ?? '')
  const entry = indexedMachines.find((m) => file.endsWith(`/machines/${m.name}.stories.tsx`))
  if (!entry) {
    return (
      <>
        <Title />
        <Subtitle />
        <Description />
        <Primary />
        <Controls />
        <Stories />
      </>
    )
  }
  const { coverage } = entry
  return (
    <>
      <Title />
      <p>
        <code>
          src/machines/{entry.name}/{entry.name}.machine.ts
        </code>
        : {coverage.states.length} reachable states, {coverage.transitions.length} transitions,{' '}
        {coverage.states.length - coverage.missing.length} states with a story,{' '}
        {transitionsOf(entry).rows.filter((r) => r.takenBy).length} transitions taken by a generated path (the
        others are named below with their reason),{' '}
        {transitionsOf(entry).rows.filter((r) => r.tests.length).length} by a unit test (as last recorded).
      </p>
      <Markdown>{entry.doc}</Markdown>
      <h2>Statechart</h2>
      <Suspense fallback={<p>Loading the chart…</p>}>
        <StatechartView machine={entry.machine} />
      </Suspense>
      <h2>Stories, by state</h2>
      <StoryTable entry={entry} />
      <details>
        <summary>Transitions ({coverage.transitions.length})</summary>
        <TransitionList entry={entry} />
      </details>
    </>
  )
}
