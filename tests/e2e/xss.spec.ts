/**
 * One member's text reaching another, carrying XSS payloads (tests/security/xss-payloads.ts: every
 * family, raw and encoded), rendered by the real app in Chromium: no script runs and no dialog opens.
 * A payload that ran would call alert / confirm / prompt (Playwright's `dialog` event) or set
 * `window.__xss`. The full corpus (over 1,000 payloads) goes through the views in
 * tests/security/xss-views.browser.test.tsx; here a sample of every family travels the real way, through the
 * server: nicknames, profile descriptions, search criteria in the URL, chat messages.
 */
import type { Page } from '@playwright/test'
import { xssPayloads, xssSample } from '../security/xss-payloads'
import { seedStoredLogin } from './support/auth'
import { createMember } from './support/members'
import { expect, test } from './support/test'

/** Fails the test on any dialog; returns a check that no payload set `window.__xss`. */
function watchForScripts(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return async () => {
    expect(dialogs, 'dialogs opened by a payload').toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
  }
}

test('nicknames and descriptions full of payloads render as text on the profile page', async ({
  page,
  request,
}) => {
  const sample = xssSample(3)
  const hostile = await createMember(request, {
    nickname: '<img src=x onerror=alert(1)>',
    description: sample.map((p) => p.text).join('\n'),
    publicPhotos: 1,
  })
  const viewer = await createMember(request, { prefix: 'Lecteur' })
  await seedStoredLogin(page, viewer.login)
  const noScript = watchForScripts(page)

  await page.goto(`/app/users/membre-${hostile.id}`)
  await expect(page.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeVisible()
  // The description is there, as the very characters typed.
  await expect(page.getByText(sample[0]?.text ?? '', { exact: false }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await noScript()
})

test('payloads in search criteria (city name, nickname) render as text', async ({ page, request }) => {
  const viewer = await createMember(request, { prefix: 'Chercheur' })
  await seedStoredLogin(page, viewer.login)
  const noScript = watchForScripts(page)
  const short = xssPayloads().filter((p) => p.text.length <= 40)
  const families = new Map<string, string[]>()
  for (const p of short) {
    const list = families.get(p.family) ?? []
    if (list.length < 2) list.push(p.text)
    families.set(p.family, list)
  }
  for (const text of [...families.values()].flat()) {
    const query = new URLSearchParams({ id_ville: '1', ville: text, nick: text })
    await page.goto(`/app/search/result?${query}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await page.waitForLoadState('networkidle')
  await noScript()
})
