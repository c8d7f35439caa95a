/**
 * Issue 39's screenshots, written to docs/screenshots/issue-39/ as small palette PNGs (SHOTS_DIR to
 * write them elsewhere): the profile editor with unsaved changes, its save bar above the tab bar, at
 * 360x640, 390x844 and 768x1024, light and dark; the same at 390x844 with the on-screen keyboard up,
 * as Chrome on Android lays it out (the screen shrinks by the keyboard's height) and as Safari does
 * (the keyboard over the page, drawn here as a grey block where it would be); and the partner
 * widget's sign-up on a 360x640 phone, 'Créer mon compte' in sight.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { WidgetModel } from '../../tests/e2e/models/widget.model'
import { PARTNER_URL } from '../../tests/e2e/support/partner'
import { test } from '../../tests/e2e/support/test'
import { writeSmallPng } from './small-png'

const OUT = process.env.SHOTS_DIR ?? join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'issue-39')
const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const
// What the keyboard takes of a 390x844 phone (pinned-controls.spec.ts uses the same).
const KEYBOARD = 300

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(OUT, { recursive: true })
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' })
  writeSmallPng(png, join(OUT, `${name}.png`), { maxColors: 128 })
}

/** The profile editor, settled, with a change not saved yet: its bar says so. */
async function editWithChanges(page: Page): Promise<void> {
  await page.goto('/app/account/edit-profile')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const form = page.getByRole('form', { name: 'Modifier mon profil' })
  await expect(form).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  await page.waitForLoadState('networkidle')
  await form.getByLabel('Description').fill('Une modification pas encore enregistrée.')
  await expect(form.getByText('Vous avez des modifications non enregistrées.')).toBeVisible()
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

for (const size of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the profile editor's save bar at ${size.width}x${size.height}, ${scheme}`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize(size)
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await signIn('premium')
      await editWithChanges(page)
      await page.getByLabel('Description').blur()
      await shoot(page, `edit-profile-${size.width}x${size.height}-${scheme}`)
    })
  }
}

test('the profile editor with the keyboard up at 390x844, as Chrome and as Safari lay it out', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await signIn('premium')
  await editWithChanges(page)
  const description = page.getByLabel('Description')
  await description.focus()
  // Chrome on Android (`interactive-widget=resizes-content`): the layout viewport loses the keyboard.
  await page.setViewportSize({ width: 390, height: 844 - KEYBOARD })
  await description.scrollIntoViewIfNeeded()
  await shoot(page, 'edit-profile-390x844-keyboard-chrome')

  // Safari: the layout viewport keeps its height, the visual one loses the keyboard's; a grey block
  // stands where the keyboard would be drawn over the page.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate((keyboard) => {
    const viewport = window.visualViewport
    if (!viewport) throw new Error('no visualViewport')
    Object.defineProperty(viewport, 'height', { get: () => window.innerHeight - keyboard })
    viewport.dispatchEvent(new Event('resize'))
    const stand = document.createElement('div')
    stand.setAttribute('aria-hidden', 'true')
    Object.assign(stand.style, {
      position: 'fixed',
      insetInline: '0',
      bottom: '0',
      height: `${keyboard}px`,
      background: 'repeating-linear-gradient(0deg, #8a8f98 0 44px, #9aa0a9 44px 54px)',
      zIndex: '99999',
      pointerEvents: 'none',
    })
    document.body.append(stand)
  }, KEYBOARD)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--keyboard-inset')))
    .toBe(`${KEYBOARD}px`)
  await description.focus()
  await shoot(page, 'edit-profile-390x844-keyboard-safari')
})

test('the widget sign-up at 360x640', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await page.goto(`${PARTNER_URL}/hostile.html`)
  const widget = new WidgetModel(page)
  await widget.ready()
  await widget.launcher().click()
  await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  await shoot(page, 'widget-signup-360x640')
})
