/** A machine's reachable states, each with links to the stories that show it. */
import { css } from 'styled-system/css'
import type { IndexedMachine } from './story-index'
import { storyHref } from './story-index'

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
  links: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  link: css({ color: 'primary.fg', textDecoration: 'underline' }),
}

export function StoryTable({ entry }: { entry: IndexedMachine }) {
  const idOf = new Map(entry.stories.map((s) => [s.name, s.id]))
  return (
    <table className={styles.table}>
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

/** The machine's transitions, reachable ones only, as 'source → target: label'. */
export function TransitionList({ entry }: { entry: IndexedMachine }) {
  return (
    <ul className={css({ fontFamily: 'mono', fontSize: 'xs', pl: '4', listStyle: 'disc' })}>
      {entry.coverage.transitions.map((edge) => (
        <li key={edge.id}>
          {edge.source || entry.machine.id} → {edge.target ?? '(stays)'}: {edge.label}
        </li>
      ))}
    </ul>
  )
}
