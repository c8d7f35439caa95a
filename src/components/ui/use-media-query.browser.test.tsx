/**
 * useMediaQuery in a real browser: a page rendered on the client reads the query's value from its
 * first frame (no flash of the other layout), and the prerendered landing page, built with `false`,
 * hydrates without a mismatch and then shows the value the screen has.
 */
import { startTransition, useLayoutEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { useMediaQuery } from './use-media-query'

// Matches in every window: the test's page is wider than 1px.
const ALWAYS = '(min-width: 1px)'

function Probe({ seen }: { seen: boolean[] }) {
  const matches = useMediaQuery(ALWAYS)
  useLayoutEffect(() => {
    seen.push(matches)
  })
  return <p data-matches={String(matches)}>{matches ? 'oui' : 'non'}</p>
}

let hydrated: Root | null = null
afterEach(() => {
  hydrated?.unmount()
  hydrated = null
  document.getElementById('hydrated')?.remove()
})

describe('useMediaQuery', () => {
  it("renders the query's value from the first commit on the client", async () => {
    const seen: boolean[] = []
    const screen = await render(<Probe seen={seen} />)
    await expect.element(screen.getByText('oui')).toBeVisible()
    expect(seen[0]).toBe(true)
    expect(seen).not.toContain(false)
  })

  it('hydrates the markup built with false, then shows the value the screen has', async () => {
    const seen: boolean[] = []
    const container = document.createElement('div')
    container.id = 'hydrated'
    container.innerHTML = renderToString(<Probe seen={[]} />)
    expect(container.textContent).toBe('non')
    document.body.append(container)
    const errors: unknown[] = []
    startTransition(() => {
      hydrated = hydrateRoot(container, <Probe seen={seen} />, {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    await expect.poll(() => container.textContent).toBe('oui')
    // The hydration, then React's synchronous pass for a store that differs after hydration, which
    // keeps the old value (deferred), then the new value in a transition. Not deferred, that
    // synchronous pass rendered the new value at once: [false, true].
    expect(seen).toEqual([false, false, true])
    expect(errors).toEqual([])
  })
})
