/** A machine's reachable states, each with links to the stories that show it. */
import { css } from 'styled-system/css'
import { templateOf } from './event-panel'
import type { IndexedMachine } from './story-index'
import { storyHref } from './story-index'
import { type MachineTransitions, machineTransitions } from './transition-gaps'

const styles = {
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& th, & td': {
      textAlign: 'left',
      p: '1.5',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      verticalAlign: 'top',
    },
  }),
  path: css({ fontFamily: 'mono' }),
  missing: css({ color: 'danger.fg', fontWeight: 'semibold' }),
  none: css({ color: 'fg.muted' }),
  // A test file's name is one long word: on a phone it wraps anywhere rather than leave the table.
  testFile: css({ fontFamily: 'mono', overflowWrap: 'anywhere' }),
  links: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  link: css({ color: 'primary.fg', textDecoration: 'underline' }),
}

export function StoryTable({ entry }: { entry: IndexedMachine }) {
  const idOf = new Map(entry.stories.map((s) => [s.name, s.id]))
  return (
    <table className={styles.table} aria-label={`States of ${entry.name}`}>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">Stories</th>
        </tr>
      </thead>
      <tbody>
        {entry.coverage.states.map((state) => (
          <tr key={state.path} data-state-row={state.path}>
            <td className={styles.path}>{state.path}</td>
            <td>
              {state.stories.length === 0 ? (
                <span className={styles.missing}>no story</span>
              ) : (
                <span className={styles.links}>
                  {state.stories.map((name) => {
                    const id = idOf.get(name)
                    return id ? (
                      <a key={name} className={styles.link} href={storyHref(id)} target="_top">
                        {name}
                      </a>
                    ) : (
                      <span key={name}>{name}</span>
                    )
                  })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The machine's transitions (from reachable states), each with what takes it: a path generated from
 * the machine's fixtures, and the unit tests that took it when last recorded (transitions-by-tests.json);
 * for one no generated path takes, the reason, in the words of src/machines/transition-gaps.json.
 */
export function TransitionList({ entry }: { entry: IndexedMachine }) {
  const coverage = transitionsOf(entry)
  return (
    <table className={styles.table} aria-label={`Transitions of ${entry.name}`}>
      <thead>
        <tr>
          <th scope="col">Transition</th>
          <th scope="col">Generated path</th>
          <th scope="col">Unit tests</th>
        </tr>
      </thead>
      <tbody>
        {coverage.rows.map((row) => (
          <tr key={row.edge.id} data-transition={row.edge.id}>
            <td className={styles.path}>{row.name}</td>
            <td>
              {row.takenBy ? 'generated path' : <span className={styles.missing}>nothing: {row.reason}</span>}
            </td>
            <td>
              {row.tests.length === 0 ? (
                <span className={styles.none}>none recorded</span>
              ) : (
                <span className={styles.links}>
                  {row.tests.map((file) => (
                    <span key={file} className={styles.testFile} title={file}>
                      {file.split('/').at(-1)}
                    </span>
                  ))}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const transitionCache = new WeakMap<object, MachineTransitions>()
/** Computed once per machine (the walk takes a few milliseconds; the page lists 38 machines). */
export function transitionsOf(entry: IndexedMachine): MachineTransitions {
  let result = transitionCache.get(entry.machine)
  if (!result) {
    result = machineTransitions(entry.name, entry.machine, templateOf, entry.fixtures)
    transitionCache.set(entry.machine, result)
  }
  return result
}
