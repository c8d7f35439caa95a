/**
 * The page title takes the focus after a navigation, and keeps it when part of the page suspends
 * after that (its translations or data loading): the Suspense fallback hides the whole page, title
 * included, and the browser drops the focus on the document; shown again, the title takes it back.
 */
import { Suspense, use, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { PageTitle } from './page-title'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

let setPending: (pending: Promise<void> | null) => void = () => {}

function Part() {
  const [pending, set] = useState<Promise<void> | null>(null)
  setPending = set
  if (pending) use(pending)
  return <p>Contenu</p>
}

describe('PageTitle', () => {
  it('takes the focus after a navigation and takes it back when the page was hidden by a suspension', async () => {
    const location = memoryLocation({ path: '/a' })
    const screen = await render(
      <Router hook={location.hook}>
        <Suspense fallback={<p>Chargement…</p>}>
          <PageTitle>Page</PageTitle>
          <Part />
        </Suspense>
      </Router>,
    )
    const title = screen.getByRole('heading', { level: 1, name: 'Page' })
    await expect.element(title).toBeVisible()
    await expect.element(title).not.toHaveFocus()

    location.navigate('/b')
    await expect.element(title).toHaveFocus()

    const later = deferred()
    setPending(later.promise)
    await expect.element(screen.getByText('Chargement…')).toBeVisible()
    await expect.poll(() => document.activeElement).toBe(document.body)
    later.resolve()
    await expect.element(screen.getByText('Contenu')).toBeVisible()
    await expect.element(title).toHaveFocus()
  })
})
