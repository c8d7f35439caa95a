/**
 * The whole XSS corpus (tests/security/xss-payloads.ts, over 1,000 payloads across every common
 * filter-evasion family) rendered by the real views that show one member's text to another: the
 * profile card of every member list and the full profile. Each payload, if it ran, would open a
 * dialog or set `window.__xss`; both are watched, and every payload must come out as the very
 * characters typed. Chat, chat list, activity feed and notifications are xss-chat.browser.test.tsx;
 * the end-to-end walk through the server is tests/e2e/xss.spec.ts.
 */
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import '../../src/components/ui/styles/index.css'
import { ProfileView } from '../../src/features/profile/profile-view'
import { ProfileCardView } from '../../src/features/search/profile-card'
import { createI18n } from '../../src/i18n/i18n'
import { makeCard, makeFullProfile } from '../../src/machines/profile/profile.test-support'
import { xssPayloads } from './xss-payloads'
import { expectNothingRan, settle, watchDialogs } from './xss-watch'

const payloads = xssPayloads()
let hits: string[] = []
let i18n: I18n

beforeAll(async () => {
  i18n = await createI18n('fr', ['profile', 'search'])
  hits = watchDialogs()
})

afterAll(() => {
  expectNothingRan(hits)
})

function Shell({ children }: { children: React.ReactNode }) {
  const { hook } = memoryLocation({ path: '/app/search/result' })
  return (
    <I18nextProvider i18n={i18n}>
      <Router hook={hook}>{children}</Router>
    </I18nextProvider>
  )
}

describe.each([0, 1, 2, 3])('the corpus, quarter %i', (quarter) => {
  const size = Math.ceil(payloads.length / 4)
  const part = payloads.slice(quarter * size, (quarter + 1) * size)

  it('renders as text in profile cards: nickname and location', async () => {
    const screen = await render(
      <Shell>
        {part.map((payload, index) => (
          <ProfileCardView
            key={payload.text}
            card={makeCard(index + 1, { nickname: payload.text, location: payload.text })}
          />
        ))}
      </Shell>,
    )
    await settle()
    const text = screen.container.textContent ?? ''
    for (const payload of part) expect(text).toContain(payload.text)
    expect(
      screen.container.querySelector('script, iframe, object, embed, svg[onload], img[onerror]'),
    ).toBeNull()
    expectNothingRan(hits)
    await screen.unmount()
  })

  it('renders as text in the full profile: nickname, description, city', async () => {
    for (const payload of part) {
      const screen = await render(
        <Shell>
          <ProfileView
            profile={makeFullProfile({
              nickname: payload.text,
              description: payload.text,
              city: payload.text,
            })}
            viewer="member"
          />
        </Shell>,
      )
      expect(screen.container.querySelector('script, iframe, object, embed')).toBeNull()
      await screen.unmount()
    }
    await settle()
    expectNothingRan(hits)
  })
})
