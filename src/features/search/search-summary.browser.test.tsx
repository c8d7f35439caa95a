/**
 * The search's criteria on one line (search-summary.tsx): focusable only while they overflow it (the
 * arrow keys then scroll it), and measured again when the criteria change without the line resizing.
 */
import { expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import '../../components/ui/styles/index.css'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '../../i18n/i18n'
import type { SearchQuery } from '../../machines/search-results/search-results.url'
import { SearchSummary } from './search-summary'

const FEW: SearchQuery = { gender: '2' } as SearchQuery
const MANY: SearchQuery = {
  gender: '2',
  age: { from: 25, to: 40 },
  isOnline: true,
  hasPhoto: true,
  isLast: true,
} as SearchQuery

it('is a tab stop only while its criteria overflow the line, after the criteria change too', async () => {
  const i18n = await createI18n('fr', ['search'])
  const view = (query: SearchQuery) => (
    <I18nextProvider i18n={i18n}>
      {/* A block of fixed width: the line's box keeps its size whatever its criteria. */}
      <div style={{ width: 200 }}>
        <SearchSummary query={query} />
      </div>
    </I18nextProvider>
  )
  const screen = await render(view(FEW))
  const list = screen.getByRole('list', { name: 'Vos critères' })
  await expect.element(list).toBeVisible()
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  expect(list.element().getAttribute('tabindex')).toBeNull()

  await screen.rerender(view(MANY))
  await expect.poll(() => list.element().getAttribute('tabindex')).toBe('0')
  expect(list.element().scrollWidth).toBeGreaterThan(list.element().clientWidth)

  await screen.rerender(view(FEW))
  await expect.poll(() => list.element().getAttribute('tabindex')).toBeNull()
})
