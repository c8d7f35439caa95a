/**
 * The partner widget (issue 9) on a hostile partner's page, on an origin of its own (see
 * support/partner.ts): global resets and !important rules, its own React 19 on window, a strict
 * Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval', Trusted Types). The widget comes from
 * a third origin, the API is the slot's mock server. Then (issue 18) the embedding choices
 * (`data-theme="dark"` with axe's contrast check, `data-launcher="off"` with the page's own button),
 * a long conversation's DOM kept to a window (@tanstack/virtual-core), and the phone layout; then
 * (issue 24) the carousel and the open panel through both accessibility engines (support/a11y.ts).
 *
 * The partner pages are playwright.config.ts's 'partner' web server, one for every worker.
 */
import type { Page } from '@playwright/test'
import { WidgetModel } from './models/widget.model'
import { expectNoA11yViolations } from './support/a11y'
import { expectNoSeriousA11yViolations } from './support/axe'
import { E2E_BUILD_ENV, MOCK_URL } from './support/e2e-env'
import { t } from './support/locales'
import { createMember, sendMessageAs } from './support/members'
import { PARTNER_URL, WIDGET_ORIGIN } from './support/partner'
import { expect, test } from './support/test'

const HOSTILE = `${PARTNER_URL}/hostile.html`
/** The same page without its hostile stylesheet (its layout sheet still reserves the widget's place). */
const CALM = `${HOSTILE}?calm=1`

/**
 * Every console error and every policy violation the page reports (the page's own listener reports
 * each `securitypolicyviolation` as a console error, so nothing is added to its globals).
 */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  return problems
}

/** What the page keeps about the visitor: nothing, before and after the widget. */
const storedByPage = (page: Page) =>
  page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookies: document.cookie,
    databases: (await indexedDB.databases()).length,
  }))

const NOTHING_STORED = { local: 0, session: 0, cookies: '', databases: 0 }

test('the carousel shows online members in its reserved place; nothing is stored or opened before the visitor acts', async ({
  page,
}) => {
  const problems = await watchProblems(page)
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  const widget = new WidgetModel(page)

  const response = await page.goto(CALM)
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  const below = page.locator('#partner-below')
  const before = await below.boundingBox()

  await widget.ready()
  await expect(widget.carousel()).toBeVisible()
  // Nickname, age and town (members who just registered have neither age nor town yet).
  await expect(widget.carousel()).toContainText(/\d+ ans/)
  expect(await widget.members().count()).toBeGreaterThan(0)
  // The place was kept: the placeholder has the loader's height and what follows did not move.
  expect((await widget.placeholder().boundingBox())?.height).toBe(280)
  expect(await below.boundingBox()).toEqual(before)
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
  expect(shifts).toBe(0)

  // Showing, hovering and even opening the chat store nothing and open no socket: only signing in does.
  const { button } = await widget.visibleMember()
  await button.hover()
  expect(await storedByPage(page)).toEqual(NOTHING_STORED)
  await button.click()
  await expect(widget.panel()).toBeVisible()
  await expect(widget.panel().getByRole('form', { name: t('onboarding:register.formLabel') })).toBeVisible()
  expect(await storedByPage(page)).toEqual(NOTHING_STORED)
  expect(sockets).toEqual([])

  await expectNoSeriousA11yViolations(page)
  expect(problems).toEqual([])
})

test('a visitor registers in the widget and chats in real time; a reply raises the launcher’s unread count', async ({
  page,
  request,
}) => {
  const problems = await watchProblems(page)
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  const widget = new WidgetModel(page)
  const member = await createMember(request, { prefix: 'WidgetPal' })
  await page.goto(HOSTILE)
  await widget.ready()
  await expect(page.locator('#partner-unread')).toHaveText('0')

  // A member of the carousel opens the chat, which asks the visitor to sign up to talk to them.
  const { button, nickname: picked } = await widget.visibleMember()
  await button.click()
  await expect(widget.panel()).toBeVisible()
  await expect(widget.panel()).toContainText(t('widget:auth.introMember').replace('{{nickname}}', picked))

  const stamp = Date.now().toString(36)
  const visitor = {
    email: `visiteur.${stamp}@exemple.fr`,
    password: 'secret123',
    nickname: `Visiteur_${stamp}`,
  }
  await widget.register(visitor)
  await expect(widget.panel().getByRole('heading', { name: picked })).toBeVisible({ timeout: 10_000 })
  await expect.poll(() => sockets).toEqual([`${MOCK_URL.replace(/^http/, 'ws')}/ws`])
  await widget.send(`Bonjour ${picked} !`)
  await expect(widget.panel().getByText(t('chat:history.state.sent')).first()).toBeVisible()

  // The page's API opens the conversation with another member, who is listening on their socket.
  const frames: string[] = []
  const listener = new WebSocket(E2E_BUILD_ENV.VITE_WS_URL)
  listener.addEventListener('open', () =>
    listener.send(JSON.stringify({ action: 'auth', session_id: member.login.session_id })),
  )
  listener.addEventListener('message', (event) => frames.push(String(event.data)))
  await expect.poll(() => frames.some((f) => f.includes('auth_ok'))).toBe(true)
  await page.evaluate(
    (id) => (window as unknown as { FlirtWidget: (...a: unknown[]) => void }).FlirtWidget('open', id),
    member.id,
  )
  await expect(widget.panel().getByRole('heading', { name: member.nickname })).toBeVisible()
  const text = `Coucou ${member.nickname}, depuis un site partenaire`
  await widget.send(text)
  await expect.poll(() => frames.some((f) => f.includes('cmd_new') && f.includes(text))).toBe(true)
  listener.close()

  // The member's side: the message is in their conversation with the visitor.
  const api = { headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY } }
  const contacts = (await (
    await request.get(`${MOCK_URL}/ajax_api/load_contacts`, {
      ...api,
      params: { filter: 1, session_id: member.login.session_id },
    })
  ).json()) as { contacts: { id: string; pseudo: string; last_msg: string }[] }
  const withVisitor = contacts.contacts.find((c) => c.pseudo === visitor.nickname)
  expect(withVisitor?.last_msg).toBe(text)
  const visitorId = withVisitor?.id ?? ''

  // A reply while the panel is closed: the launcher counts it, and the page's callback hears it.
  await widget
    .panel()
    .getByRole('button', { name: t('widget:panel.close') })
    .click()
  await expect(widget.panel()).toBeHidden()
  await sendMessageAs(request, member, { id: visitorId }, 'Avec plaisir !')
  await expect(widget.launcher()).toHaveAccessibleName(
    `${t('widget:launcher.open')} (${t('widget:launcher.unread_one').replace('{{count}}', '1')})`,
  )
  await expect(page.locator('#partner-unread')).toHaveText('1')
  await widget.launcher().click()
  await expect(widget.panel().getByText('Avec plaisir !', { exact: true }).first()).toBeVisible()
  await expect(page.locator('#partner-unread')).toHaveText('0')

  // Still nothing in the page's storage: the session lives in the widget's memory.
  expect(await storedByPage(page)).toEqual(NOTHING_STORED)
  expect(sockets).toHaveLength(1)
  expect(problems).toEqual([])
})

test('a member logs in inside the widget, in the language the page asked for', async ({ page, request }) => {
  const problems = await watchProblems(page)
  const widget = new WidgetModel(page)
  const member = await createMember(request, { prefix: 'WidgetLogin' })
  const contact = await createMember(request, { prefix: 'WidgetContact' })
  await page.goto(HOSTILE)
  await widget.ready()
  // The page's API, before or after the load: the chat with a given member, in English.
  await page.evaluate((id) => {
    const api = (window as unknown as { FlirtWidget: (...a: unknown[]) => void }).FlirtWidget
    api('setLanguage', 'en')
    api('open', id)
  }, contact.id)
  const panel = page.getByRole('dialog', { name: t('widget:panel.title', 'en') })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: t('widget:auth.login', 'en'), exact: true }).click()

  // The app's login form, its "remember me" switch and its link back to the registration form.
  const remember = panel.getByRole('switch', { name: t('auth:login.rememberMe', 'en') })
  await expect(remember).toBeChecked()
  await remember.click({ force: true })
  await expect(remember).not.toBeChecked()
  await panel.getByRole('link', { name: t('auth:login.register', 'en') }).click()
  await expect(panel.getByRole('form', { name: t('onboarding:register.formLabel', 'en') })).toBeVisible()
  expect(page.url()).toBe(HOSTILE)
  await panel.getByRole('button', { name: t('widget:auth.login', 'en'), exact: true }).click()

  await panel.getByLabel(t('auth:login.loginLabel', 'en')).fill(member.email)
  await panel.getByLabel(t('auth:login.passwordLabel', 'en')).fill(member.password)
  // The form's own button (the view switch above it says "Log in" too).
  await panel
    .locator('form')
    .getByRole('button', { name: t('auth:login.submit', 'en') })
    .click()
  await expect(panel.getByRole('heading', { name: contact.nickname })).toBeVisible({ timeout: 10_000 })
  await expect(panel.getByRole('button', { name: t('widget:panel.logout', 'en') })).toBeVisible()
  expect(await storedByPage(page)).toEqual(NOTHING_STORED)
  expect(problems).toEqual([])
})

/** Computed styles of the page's own elements, its globals and what its head and body hold. */
async function pageState(page: Page) {
  return page.evaluate(() => {
    const props = [
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'letter-spacing',
      'text-transform',
      'color',
      'background-color',
      'margin-top',
      'padding-top',
      'border-top-style',
      'display',
      'width',
      'transform',
    ]
    const styles: Record<string, Record<string, string>> = {}
    for (const selector of [
      'html',
      'body',
      '#partner-header',
      '#partner-title',
      '#partner-intro',
      '#partner-below',
      '#partner-counter',
    ]) {
      const element = document.querySelector(selector)
      if (!element) continue
      const computed = getComputedStyle(element)
      styles[selector] = Object.fromEntries(props.map((p) => [p, computed.getPropertyValue(p)]))
    }
    const w = window as unknown as Record<string, { version?: string }>
    return {
      styles,
      globals: Object.getOwnPropertyNames(window).sort(),
      reactVersion: w.React?.version,
      reactIsThePages: w.React === w.__partnerReact,
      htmlLang: document.documentElement.lang,
      htmlAttributes: [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`),
      head: [...document.head.children].map((e) => e.outerHTML),
      bodyChildren: [...document.body.children].map((e) => e.tagName + (e.id ? `#${e.id}` : '')),
      sheets: document.styleSheets.length,
    }
  })
}

test('the page’s own styles, globals and React are unchanged by the widget', async ({ page, context }) => {
  const widget = new WidgetModel(page)
  // The page without the widget: its loader never arrives.
  const bare = await context.newPage()
  await bare.route(`${WIDGET_ORIGIN}/widget/loader.js`, (route) => route.fulfill({ status: 204, body: '' }))
  await bare.goto(HOSTILE)
  await expect(bare.locator('#partner-counter')).toBeVisible()
  const without = await pageState(bare)
  await bare.close()

  const problems = await watchProblems(page)
  await page.goto(HOSTILE)
  await widget.ready()
  // The widget at its busiest: chat loaded, panel open, language switched through the API.
  await widget.launcher().click()
  await expect(widget.panel()).toBeVisible()
  await page.evaluate(() =>
    (window as unknown as { FlirtWidget: (...a: unknown[]) => void }).FlirtWidget('setLanguage', 'es'),
  )
  await expect(widget.page.getByRole('dialog', { name: t('widget:panel.title', 'es') })).toBeVisible()
  const withWidget = await pageState(page)

  expect(withWidget.styles).toEqual(without.styles)
  // Not one global more (FlirtWidget was the page's own stub already), and the page's React is its own.
  expect(withWidget.globals.filter((name) => !without.globals.includes(name))).toEqual([])
  expect(withWidget.reactVersion).toMatch(/^19\./)
  expect(withWidget.reactIsThePages).toBe(true)
  expect(withWidget.htmlLang).toBe(without.htmlLang)
  expect(withWidget.htmlAttributes).toEqual(without.htmlAttributes)
  expect(withWidget.head).toEqual(without.head)
  expect(withWidget.sheets).toBe(without.sheets)
  // One element added: the launcher's host, at the end of the body.
  expect(withWidget.bodyChildren).toEqual([...without.bodyChildren, 'DIV'])
  expect(await page.locator('body > [data-flirt-widget-host]').count()).toBe(1)

  // The page's own React app still works (once the panel no longer covers it).
  await page.keyboard.press('Escape')
  await expect(widget.panel()).toBeHidden()
  await page.locator('#partner-counter').click()
  await expect(page.locator('#partner-counter')).toHaveText(/Partner clicks: 1/i)
  expect(problems).toEqual([])
})

/** Computed styles of the widget's elements, to compare with and without the page's stylesheet. */
async function widgetLook(widget: WidgetModel) {
  await widget.ready()
  await widget.launcher().click()
  await expect(widget.panel()).toBeVisible()
  const email = widget.panel().getByLabel(t('onboarding:register.email'))
  await expect(email).toBeVisible()
  // The click left the pointer on the launcher, which grows on hover (scale 1.05 over a transition):
  // read its look once that transition is over, not halfway (a run read 1.0426 against 1.05).
  await widget
    .launcher()
    .evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  const text = [
    'font-family',
    'font-size',
    'font-weight',
    'font-style',
    'line-height',
    'letter-spacing',
    'text-transform',
    'text-align',
    'color',
    'background-color',
    'border-top-width',
    'border-top-style',
    'border-top-left-radius',
    'padding-top',
    'padding-left',
    'margin-top',
    'box-sizing',
    'display',
    'position',
    'transform',
    'opacity',
    'visibility',
    'cursor',
  ]
  const box = [...text, 'width', 'height']
  const look = async (name: string, locator: ReturnType<Page['locator']>, props: string[]) => [
    name,
    await locator.evaluate(
      (element, list) =>
        Object.fromEntries(list.map((p) => [p, getComputedStyle(element).getPropertyValue(p)])),
      props,
    ),
  ]
  return Object.fromEntries([
    // Its width is the page's layout to decide; its height is ours.
    await look('placeholder', widget.placeholder(), [...text, 'height']),
    await look('carousel title', widget.carousel().getByRole('heading'), box),
    await look('member', widget.members().first(), text),
    await look('launcher', widget.launcher(), box),
    await look('panel', widget.panel(), box),
    await look('panel title', widget.panel().getByRole('heading', { name: t('widget:panel.title') }), box),
    await look('email field', email, box),
    await look('submit', widget.panel().getByRole('button', { name: t('onboarding:register.submit') }), box),
  ])
}

test('the widget looks the same with and without the page’s hostile stylesheet', async ({
  page,
  context,
}) => {
  const problems = await watchProblems(page)
  const calm = await context.newPage()
  await calm.goto(CALM)
  const expected = await widgetLook(new WidgetModel(calm))
  await calm.close()

  await page.goto(HOSTILE)
  // The page's rules did apply to the page itself...
  await expect(page.locator('#partner-intro')).toHaveCSS('text-transform', 'uppercase')
  // ...and to none of the widget.
  expect(await widgetLook(new WidgetModel(page))).toEqual(expected)
  expect(problems).toEqual([])
})

// Issue 18: embedding choices, the windowed history and the phone layout.

test('a long conversation in the widget keeps about the DOM of a short one', async ({ page, request }) => {
  test.setTimeout(90_000)
  const member = await createMember(request, { prefix: 'WidgetLong' })
  const contact = await createMember(request, { sex: 1, premium: true, prefix: 'Bavard' })
  for (let i = 1; i <= 150; i++) {
    await sendMessageAs(request, contact, member, `Message ${i}`)
  }
  await page.goto(HOSTILE)
  await new WidgetModel(page).ready()
  const panel = await new WidgetModel(page).logInOnChat(member, contact)
  const history = panel.getByRole('region', { name: new RegExp(contact.nickname) }).first()
  // The newest message is shown, and only a window of the 150 is in the DOM.
  await expect(panel.getByText('Message 150', { exact: true })).toBeVisible()
  const rows = await history.getByRole('listitem').count()
  expect(rows).toBeGreaterThan(3)
  expect(rows).toBeLessThan(40)
  await expect(panel.getByText('Message 1', { exact: true })).toHaveCount(0)
})

test('data-theme="dark" draws the dark scheme, with contrast axe accepts', async ({ page }) => {
  // The calm page: the hostile stylesheet fails contrast on its own elements, on purpose.
  await page.goto(`${HOSTILE}?calm=1&theme=dark`)
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

test('the carousel and the open panel pass axe and IBM Equal Access at 390x844 and 1366x768, light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // The calm page: the hostile stylesheet fails contrast on its own elements, on purpose. The widget's
  // scheme is the page's choice (data-theme), not the system's.
  for (const theme of ['light', 'dark'] as const) {
    await page.goto(`${CALM}${theme === 'dark' ? '&theme=dark' : ''}`)
    const widget = new WidgetModel(page)
    await widget.ready()
    for (const size of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      const look = `${size.width}x${size.height} ${theme}`
      await page.setViewportSize(size)
      await expect(widget.members().first()).toBeVisible()
      await expectNoA11yViolations(page, { label: `widget carousel, ${look}` })
      await widget.launcher().click()
      const panel = widget.panel()
      await expect(panel.getByRole('button', { name: t('widget:auth.login'), exact: true })).toBeVisible()
      await expectNoA11yViolations(page, { label: `widget panel, ${look}` })
      await panel.getByRole('button', { name: t('widget:panel.close') }).click()
      await expect(panel).toBeHidden()
    }
  }
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

// Phones; the keyboard takes about 260 px of the height. On a 320x568 phone with the keyboard up,
// 308 px are left: the panel's body then scrolls as one and keeps the composer pinned at its bottom.
for (const { keyboard, ...size } of [
  { width: 320, height: 568, keyboard: true },
  { width: 360, height: 640, keyboard: true },
  { width: 390, height: 844, keyboard: true },
]) {
  test(`on a ${size.width}x${size.height} phone the chat fills the screen; close and send stay in reach above the keyboard`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size)
    const member = await createMember(request, { prefix: 'WidgetPhone' })
    const contact = await createMember(request, { sex: 1, premium: true, prefix: 'Mobile' })
    await page.goto(HOSTILE)
    await new WidgetModel(page).ready()
    const panel = await new WidgetModel(page).logInOnChat(member, contact)
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, ...size })
    const close = panel.getByRole('button', { name: t('widget:panel.close') })
    const composer = new WidgetModel(page).composer()
    const send = panel.getByRole('button', { name: t('chat:composer.send'), exact: true })
    const inView = async (height: number) => {
      for (const [name, part] of [
        ['close', close],
        ['composer', composer],
        ['send', send],
      ] as const) {
        const box = await part.boundingBox()
        expect(box, name).not.toBeNull()
        const where = `${name}: top ${Math.round(box!.y)}, bottom ${Math.round(box!.y + box!.height)} of ${height}`
        expect(box!.y, where).toBeGreaterThanOrEqual(0)
        expect(box!.y + box!.height, where).toBeLessThanOrEqual(height)
        expect(box!.x + box!.width, where).toBeLessThanOrEqual(size.width)
      }
    }
    await inView(size.height)
    await page.screenshot({ path: `/tmp/shots-26/widget-phone-${size.width}x${size.height}.png` })
    // The keyboard takes the lower part of the screen (the visual viewport shrinks): what is left
    // still holds the composer and its button.
    await composer.click()
    if (keyboard) {
      const withKeyboard = size.height - 260
      await page.setViewportSize({ width: size.width, height: withKeyboard })
      await expect.poll(async () => (await panel.boundingBox())?.height).toBe(withKeyboard)
      await inView(withKeyboard)
      await page.screenshot({ path: `/tmp/shots-26/widget-phone-${size.width}x${size.height}-keyboard.png` })
    }
    await composer.fill('Depuis mon téléphone')
    await send.click()
    await expect(panel.getByText('Depuis mon téléphone')).toBeVisible()
  })
}

// Issue 39: the visitor's sign-up on the most common Android phone, and on the smallest one.
test('on a 360x640 phone the sign-up fits without scrolling; at 320x568 nothing is cut once scrolled', async ({
  page,
}) => {
  const widget = new WidgetModel(page)
  const submitName = t('onboarding:register.submit')
  for (const size of [
    { width: 360, height: 640 },
    { width: 320, height: 568 },
  ]) {
    await page.setViewportSize(size)
    await page.goto(HOSTILE)
    await widget.ready()
    await widget.launcher().click()
    const form = widget.panel().getByRole('form', { name: t('onboarding:register.formLabel') })
    const submit = form.getByRole('button', { name: submitName })
    await expect(submit).toBeVisible()
    const at = `${size.width}x${size.height}`
    // The panel's scrolling body: how much of it is below its visible part, and sideways.
    const body = () =>
      form.evaluate((el) => {
        let node: HTMLElement | null = el.parentElement
        while (node && !/(auto|scroll)/.test(getComputedStyle(node).overflowY)) node = node.parentElement
        if (!node) throw new Error('the form is in no scrolling part of the panel')
        const r = node.getBoundingClientRect()
        return {
          hidden: node.scrollHeight - node.clientHeight,
          sideways: node.scrollWidth - node.clientWidth,
          top: r.top,
          bottom: r.bottom,
        }
      })
    const inView = async (what: string) => {
      const box = await submit.boundingBox()
      const { top, bottom } = await body()
      const where = `${at}, ${what}: ${submitName} ${Math.round(box?.y ?? 0)}..${Math.round((box?.y ?? 0) + (box?.height ?? 0))}, the panel's body ${Math.round(top)}..${Math.round(bottom)} of ${size.height}`
      expect(box?.y ?? -1, where).toBeGreaterThanOrEqual(top)
      expect((box?.y ?? 0) + (box?.height ?? 0), where).toBeLessThanOrEqual(Math.min(bottom, size.height))
    }
    const { sideways } = await body()
    expect(sideways, `${at}: the panel's body scrolls sideways by ${sideways} px`).toBe(0)
    if (size.width === 360) {
      const { hidden } = await body()
      expect(hidden, `${at}: the sign-up is ${hidden} px taller than the panel's body`).toBe(0)
      await inView('not scrolled')
    } else {
      await submit.scrollIntoViewIfNeeded()
      await inView('scrolled to the button')
      // Every field, link and button of the form has its whole width in the panel.
      const cut = await form.evaluate((el) => {
        const width = document.documentElement.clientWidth
        return [...el.querySelectorAll('a, button, input, label, select, textarea')]
          .map((c) => ({ c, r: c.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 1 && (r.left < -0.5 || r.right > width + 0.5))
          .map(
            ({ c, r }) =>
              `${c.tagName} "${c.textContent?.trim()}" ${Math.round(r.left)}..${Math.round(r.right)}`,
          )
      })
      expect(cut, `${at}: cut sideways`).toEqual([])
    }
  }
})
