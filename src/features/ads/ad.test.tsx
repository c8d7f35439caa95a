import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The page's markup once every lazy part has settled, without React's Suspense markers. */
async function markupOf(node: React.ReactNode) {
  const { prelude } = await prerender(node)
  return (await new Response(prelude).text()).replaceAll(/<!--.*?-->/g, '')
}

describe('Ad', () => {
  afterEach(() => {
    vi.doUnmock('./ad-slot')
    vi.resetModules()
  })

  it('shows the slot once its code has loaded', async () => {
    vi.doMock('./ad-slot', () => ({
      default: ({ placement }: { placement: string }) => <aside data-placement={placement} />,
      prefetchAds: vi.fn(),
    }))
    const { Ad } = await import('./ad')
    expect(
      await markupOf(
        <main>
          <Ad placement="center" />
        </main>,
      ),
    ).toBe('<main><aside data-placement="center"></aside></main>')
  })

  it('shows nothing, and keeps the page, when the code of the slot cannot be downloaded', async () => {
    vi.doMock('./ad-slot', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { Ad } = await import('./ad')
    expect(
      await markupOf(
        <main>
          <h1>Résultats</h1>
          <Ad placement="center" />
        </main>,
      ),
    ).toBe('<main><h1>Résultats</h1></main>')
  })
})

describe('AdSlot', () => {
  it('shows nothing outside a session (a page shown without one), instead of throwing', async () => {
    const { default: AdSlot } = await import('./ad-slot')
    expect(
      await markupOf(
        <main>
          <AdSlot placement="center" />
        </main>,
      ),
    ).toBe('<main></main>')
  })
})
