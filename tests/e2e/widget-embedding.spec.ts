/**
 * The widget as partners embed it and as phones show it (issue 18, points 6 and 7): a long
 * conversation keeps about as many DOM nodes as a short one (the history is windowed by
 * @tanstack/virtual-core, as in the app); `data-theme="dark"` draws the dark scheme with enough
 * contrast for axe; `data-launcher="off"` leaves no floating button and the page's own button opens
 * the chat with FlirtWidget('open'); on a 390x844 phone the open chat fills the screen, with its close
 * button in reach and the composer and send button in sight, also once the keyboard takes room.
 */
import type { Page } from '@playwright/test'
import { WidgetModel } from './models/widget.model'
import { expectNoSeriousA11yViolations } from './support/axe'
import { t } from './support/locales'
import { createMember, type TestMember } from './support/members'
import { mockControl } from './support/mock'
import { ensurePartnerServer, PARTNER_URL } from './support/partner'
import { expect, test } from './support/test'

const HOSTILE = `${PARTNER_URL}/hostile.html`
let stopPartner: () => Promise<void> = async () => {}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  stopPartner = await ensurePartnerServer()
})

test.afterAll(async () => {
  await stopPartner()
})

/** Opens the chat with `contact` through the page's API and logs `member` in inside the panel. */
async function logInOnChat(page: Page, member: TestMember, contact: TestMember) {
  await page.evaluate((id) => {
    ;(window as unknown as { FlirtWidget: (...a: unknown[]) => void }).FlirtWidget('open', id)
  }, contact.id)
  const panel = new WidgetModel(page).panel()
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: t('widget:auth.login'), exact: true }).click()
  await panel.getByLabel(t('auth:login.loginLabel')).fill(member.email)
  await panel.getByLabel(t('auth:login.passwordLabel')).fill(member.password)
  await panel
    .locator('form')
    .getByRole('button', { name: t('auth:login.submit') })
    .click()
  await expect(panel.getByRole('heading', { name: contact.nickname })).toBeVisible({ timeout: 10_000 })
  return panel
}

test('a long conversation in the widget keeps about the DOM of a short one', async ({ page, request }) => {
  test.setTimeout(90_000)
  const member = await createMember(request, { prefix: 'WidgetLong' })
  const contact = await createMember(request, { sex: 1, premium: true, prefix: 'Bavard' })
  for (let i = 1; i <= 150; i++) {
    await mockControl(request, 'event', {
      type: 'message',
      to: member.id,
      from: contact.id,
      text: `Message ${i}`,
    })
  }
  await page.goto(HOSTILE)
  await new WidgetModel(page).ready()
  const panel = await logInOnChat(page, member, contact)
  const history = panel.getByRole('region', { name: new RegExp(contact.nickname) }).first()
  // The newest message is shown, and only a window of the 150 is in the DOM.
  await expect(panel.getByText('Message 150', { exact: true })).toBeVisible()
  const rows = await history.getByRole('listitem').count()
  expect(rows).toBeGreaterThan(3)
  expect(rows).toBeLessThan(40)
  await expect(panel.getByText('Message 1', { exact: true })).toHaveCount(0)
})

test('data-theme="dark" draws the dark scheme, with contrast axe accepts', async ({ page }) => {
  await page.goto(`${HOSTILE}?theme=dark`)
  const widget = new WidgetModel(page)
  await widget.ready()
  await widget.launcher().click()
  const panel = widget.panel()
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('button', { name: t('widget:auth.login'), exact: true })).toBeVisible()
  // A dark surface and light text.
  const [surface, text] = await panel.evaluate((element) => {
    const style = getComputedStyle(element)
    return [style.backgroundColor, style.color]
  })
  const lightness = (rgb: string) => {
    const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number)
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
  }
  expect(lightness(surface)).toBeLessThan(0.25)
  expect(lightness(text)).toBeGreaterThan(0.75)
  await expectNoSeriousA11yViolations(page)
})

test('data-launcher="off": no floating button; the page’s own button opens the chat', async ({ page }) => {
  await page.goto(`${HOSTILE}?launcher=off`)
  const widget = new WidgetModel(page)
  await expect(widget.members().first()).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('[data-flirt-widget-host]').getByRole('button')).toHaveCount(0)
  await page.getByRole('button', { name: 'Ouvrir le chat' }).click()
  await expect(widget.panel()).toBeVisible()
  await expect(
    widget.panel().getByRole('button', { name: t('widget:auth.login'), exact: true }),
  ).toBeVisible()
  await widget
    .panel()
    .getByRole('button', { name: t('widget:panel.close') })
    .click()
  await expect(widget.panel()).toBeHidden()
})

test('on a 390x844 phone the chat fills the screen; close and send stay in reach above the keyboard', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const member = await createMember(request, { prefix: 'WidgetPhone' })
  const contact = await createMember(request, { sex: 1, premium: true, prefix: 'Mobile' })
  await page.goto(HOSTILE)
  await new WidgetModel(page).ready()
  const panel = await logInOnChat(page, member, contact)
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
  const close = panel.getByRole('button', { name: t('widget:panel.close') })
  const composer = new WidgetModel(page).composer()
  const send = panel.getByRole('button', { name: t('chat:composer.send'), exact: true })
  const inView = async (height: number) => {
    for (const part of [close, composer, send]) {
      const box = await part.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.y).toBeGreaterThanOrEqual(0)
      expect(box!.y + box!.height).toBeLessThanOrEqual(height)
      expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    }
  }
  await inView(844)
  await page.screenshot({ path: '/tmp/shots-18/widget-phone-390.png' })
  // The keyboard takes the lower part of the screen: what is left still holds the composer.
  await composer.click()
  await page.setViewportSize({ width: 390, height: 500 })
  await expect.poll(async () => (await panel.boundingBox())?.height).toBe(500)
  await inView(500)
  await page.screenshot({ path: '/tmp/shots-18/widget-phone-keyboard.png' })
  await composer.fill('Depuis mon téléphone')
  await send.click()
  await expect(panel.getByText('Depuis mon téléphone')).toBeVisible()
})
