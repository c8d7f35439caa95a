/**
 * Bad networks, end to end: a slow network shows loading states and never lets a form submit twice;
 * a dead socket is recovered, by itself when the server comes back during the backoff, and by the
 * member's "Reconnecter" once the five attempts are spent. Faults are scoped to the test's own member
 * (or to its page's requests), so the tests running beside it are untouched.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { ConversationPage } from './models/chat.model'
import { OnboardingModel } from './models/onboarding.model'
import { seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { builtFile } from './support/built-files'
import { E2E_BUILD_ENV, MOCK_URL } from './support/e2e-env'
import { createMember } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

/** Holds every API call matching `pattern` for `ms`, and counts them. */
/**
 * How long a slowed call takes: long enough that the second click and the Enter land while the first
 * is on its way, on a loaded two-core CI machine too. At 1.5 s the registration was answered before
 * the Enter (CI, 2026-11-28): the form had gone to /app, and the press waited for a field that was gone.
 */
const SLOW_MS = 5000

async function slowCalls(page: Page, pattern: RegExp, ms: number) {
  const seen: string[] = []
  await page.route(pattern, async (route) => {
    seen.push(route.request().url())
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
  return seen
}

test('a slow login shows it is working and sends the form once, however often it is submitted', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'Lent' })
  const calls = await slowCalls(page, /\/index_api\/login/, SLOW_MS)
  await page.goto('/app/register?modal=login')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const onboarding = new OnboardingModel(page)
  const dialog = onboarding.loginDialog()
  await dialog.getByLabel('Email ou pseudo').fill(member.email)
  await dialog.getByLabel('Mot de passe').fill(member.password)
  const submit = dialog.getByRole('button', { name: 'Se connecter' })
  await submit.click()
  await expect(submit).toHaveAttribute('aria-busy', 'true')
  // Again, by button and by Enter, while the first is on its way.
  await submit.click({ force: true })
  await dialog.getByLabel('Mot de passe').press('Enter')
  await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 })
  expect(calls).toHaveLength(1)
})

test('a slow registration sends the form once', async ({ page }) => {
  const calls = await slowCalls(page, /\/index_api\/subscribe/, SLOW_MS)
  await page.goto('/app/register')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const form = page.getByRole('form', { name: "Formulaire d'inscription" })
  const nickname = `Lente${Date.now().toString().slice(-6)}`
  await form.getByLabel('Email').fill(`${nickname.toLowerCase()}@test.fr`)
  await form.getByLabel('Mot de passe').fill('motdepasse')
  await form.getByLabel('Pseudo').fill(nickname)
  await form.getByRole('checkbox').check()
  const submit = form.getByRole('button', { name: 'Créer mon compte' })
  await submit.click()
  // The button keeps its place and says it is working.
  const busy = form.locator('button[type=submit]')
  await expect(busy).toHaveAttribute('aria-busy', 'true')
  await busy.click({ force: true })
  await form.getByLabel('Pseudo').press('Enter')
  await expect(page.getByRole('dialog', { name: 'Complétez votre profil' })).toBeVisible({ timeout: 10_000 })
  expect(calls).toHaveLength(1)
})

test('a socket refused while reconnecting comes back by itself once the server accepts it again', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'Prise' })
  const session = { session_id: member.login.session_id }
  await seedStoredLogin(page, member.login)
  await page.goto('/app/account/settings')
  const header = page.getByRole('banner')
  await expect(header.getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible()

  await mockControl(request, 'socket/refuse', { ...session, on: 1 })
  await mockControl(request, 'socket/drop', session)
  await expect(header.getByRole('status').filter({ hasText: 'Connexion…' })).toBeVisible()
  await mockControl(request, 'socket/refuse', { ...session, on: 0 })
  // Attempts wait 3 s, then 4.5 s: one of them finds the server back.
  await expect(header.getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible({ timeout: 20_000 })
})

test('a socket dead for five attempts shows the error, and "Reconnecter" brings it back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const member = await createMember(request, { prefix: 'Morte' })
  const session = { session_id: member.login.session_id }
  await seedStoredLogin(page, member.login)
  await page.goto('/app/account/settings')
  const header = page.getByRole('banner')
  await expect(header.getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible()

  await mockControl(request, 'socket/refuse', { ...session, on: 1 })
  await mockControl(request, 'socket/drop', session)
  // 3000 + 4500 + 6750 + 10125 + 15187.5 ms of backoff (spec section 9), then the error.
  await expect(header.getByRole('status').filter({ hasText: 'Erreur de connexion' })).toBeVisible({
    timeout: 60_000,
  })
  await mockControl(request, 'socket/refuse', { ...session, on: 0 })
  await page.getByRole('button', { name: 'Reconnecter' }).first().click()
  await expect(header.getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible({ timeout: 10_000 })
})

test('with a fifth of the mutations failing, the chat and the favorite end equal to the server, nothing lost', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const [a, b] = await Promise.all([
    createMember(request, { prefix: 'VingtA', premium: true }),
    createMember(request, { prefix: 'VingtB', premium: true, sex: 1, lookingFor: 2 }),
  ])
  await seedStoredLogin(page, a.login)
  const chat = new ConversationPage(page, { nickname: b.nickname, id: b.id })
  await chat.open()
  const { rule } = (await mockControl(request, 'fail', {
    path: '*',
    kind: 'http500',
    rate: 0.2,
    mutations: 1,
    session_id: a.login.session_id,
  })) as { rule: { id: number } }

  // Eight messages: each ends sent, or failed with its text kept and a retry.
  const texts = Array.from({ length: 8 }, (_, i) => `Message ${i + 1} sur un réseau capricieux`)
  for (const text of texts) {
    await chat.write(text)
    await expect(chat.message(text)).toContainText(/Envoyé|Non envoyé/)
  }
  // Retry the failed ones until none is left (each retry may fail again, one time in five).
  for (let round = 0; round < 20; round++) {
    const retry = chat.history.getByRole('button', { name: 'Réessayer' })
    if ((await retry.count()) === 0) break
    await retry.first().click()
    await page.waitForTimeout(300)
  }
  await expect(chat.history.getByRole('button', { name: 'Réessayer' })).toHaveCount(0)

  // The favorite, toggled five times: after each click it settles on what the server holds.
  await page.goto(`/app/users/${b.nickname.toLowerCase()}-${b.id}`)
  const favorite = page.getByRole('button', { name: new RegExp(`(Ajouter|Retirer) ${b.nickname}`) })
  for (let i = 0; i < 5; i++) {
    await favorite.click()
    await expect(favorite).not.toHaveAttribute('aria-busy', 'true')
    await page.waitForTimeout(300)
  }
  const shownBeforeReload = (await favorite.textContent()) ?? ''

  await mockControl(request, 'fail/remove', { id: rule.id })
  await page.reload()
  await expect(favorite).toHaveText(shownBeforeReload)

  // The server holds each message exactly once, and the conversation shows exactly that.
  const response = await request.get(`${MOCK_URL}/ajax_api/load_messages`, {
    params: { contact_id: a.id, contact: a.id, session_id: b.login.session_id },
    headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
  })
  const body = (await response.json()) as { messages: { msg: string }[] }
  for (const text of texts) expect(body.messages.filter((m) => m.msg === text)).toHaveLength(1)
  await chat.open()
  for (const text of texts) await expect(chat.message(text)).toHaveCount(1)
})

/**
 * Cuts the network for the files the build made of `sources` (a connection lost as they were asked
 * for), nothing else, and counts each time one is asked for; `restore` lets them through again.
 */
async function cutBuiltFiles(page: Page, ...sources: string[]) {
  const files = sources.map(builtFile)
  const asked: string[] = []
  const matches = (url: URL) => files.includes(url.pathname)
  await page.route(matches, (route) => {
    asked.push(new URL(route.request().url()).pathname)
    return route.abort('internetdisconnected')
  })
  return { files, asked, restore: () => page.unroute(matches) }
}

/** The browser says the network went and came back, as a phone does when its connection returns. */
async function backOnline(context: BrowserContext) {
  await context.setOffline(true)
  await context.setOffline(false)
}

test('parts of a member page whose chunks cannot load are left out, and come once the network is back @smoke', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, { prefix: 'Coupure' })
  await seedStoredLogin(page, member.login)
  // The network drops for the footer's and the header realtime part's chunks only (a connection lost
  // as they were asked for): the page, its data and the other chunks still come.
  const cut = await cutBuiltFiles(
    page,
    'src/features/layout/footer.tsx',
    'src/features/layout/header-realtime.tsx',
  )
  await page.goto('/app/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible()
  await expect.poll(() => [...new Set(cut.asked)].sort()).toEqual([...cut.files].sort())
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0)
  await expect(page.getByText("Oups, quelque chose s'est mal passé")).toHaveCount(0)

  // The connection comes back: the browser says so, and both parts are asked for again and shown.
  await cut.restore()
  await backOnline(context)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Notifications, aucune non lue' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible()
})

test("a first visit whose network goes before the app's status part has come still says it is offline, and the part comes once it is back @smoke", async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, { prefix: 'Horsligne' })
  await seedStoredLogin(page, member.login)
  // The status part (the offline notice, the worker, the update toast) is asked for once the first
  // page is on screen; on a first visit no worker holds it. The connection drops as it is asked for.
  const cut = await cutBuiltFiles(page, 'src/features/pwa/app-status.tsx')
  await page.goto('/app/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible()
  await expect.poll(() => cut.asked.length).toBeGreaterThan(0)
  const notice = page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' })
  // The browser still thinks it is online: nothing to say yet.
  await expect(notice).toHaveCount(0)

  // Then it finds the network gone: the member is told, once.
  await context.setOffline(true)
  await expect(notice).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Impossible de joindre|hors ligne/ })).toHaveCount(
    1,
  )
  await expectNoSeriousA11yViolations(page)

  // The network comes back: the notice goes, and the part is asked for again and comes.
  await cut.restore()
  const partLoaded = page.waitForResponse(
    (response) => cut.files.includes(new URL(response.url()).pathname) && response.ok(),
  )
  await context.setOffline(false)
  await expect(notice).toBeHidden()
  await partLoaded
  // From now on the part's own notice answers.
  await context.setOffline(true)
  await expect(notice).toBeVisible()
  await context.setOffline(false)
  await expect(notice).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible()
})

test("a member page whose shell's chunk cannot load stays on screen, and the shell comes once the network is back @smoke", async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, { prefix: 'Coque' })
  await seedStoredLogin(page, member.login)
  const cut = await cutBuiltFiles(page, 'src/features/layout/member-header.tsx')
  await page.goto('/app/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible()
  await expect.poll(() => cut.asked.length).toBeGreaterThan(0)
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await expect(nav).toHaveCount(0)
  await expect(page.getByText("Oups, quelque chose s'est mal passé")).toHaveCount(0)

  await cut.restore()
  await backOnline(context)
  await expect(nav).toBeVisible()
  await nav.getByRole('link', { name: 'Swipe' }).click()
  await expect(page).toHaveURL(/\/app\/swipe$/)
})

test('a page whose chunk cannot load shows the error inside the shell, which still leads elsewhere, and shows the page once the network is back @smoke', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, { prefix: 'Panne' })
  await seedStoredLogin(page, member.login)
  await page.goto('/app/search')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  // Set on this document: still there at the end if the page came without a reload.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const cut = await cutBuiltFiles(page, 'src/features/vote/vote-page.tsx')

  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await nav.getByRole('link', { name: 'Votes' }).click()
  const failed = page.getByRole('heading', { level: 1, name: "Oups, quelque chose s'est mal passé" })
  await expect(failed).toBeVisible()
  await expect(page).toHaveURL(/\/app\/vote$/)
  await expect(page.getByRole('link', { name: 'Recharger la page' })).toHaveAttribute('href', '/app/vote')
  expect(cut.asked).toHaveLength(1)

  // The header (or the tab bar) is still there and leads elsewhere.
  await nav.getByRole('link', { name: 'Swipe' }).click()
  await expect(page).toHaveURL(/\/app\/swipe$/)
  await expect(failed).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // Back on it, the page is asked for once more; still cut, it says so again.
  await page.goBack()
  await expect(failed).toBeVisible()
  await expect.poll(() => cut.asked.length).toBe(2)

  // The connection comes back: the browser says so, and the page comes by itself, in the same document.
  await cut.restore()
  await backOnline(context)
  await expect(page.getByRole('heading', { level: 1, name: 'Voter pour des photos' })).toBeVisible()
  await expect(failed).toHaveCount(0)
  await expect(page).toHaveURL(/\/app\/vote$/)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect(cut.asked).toHaveLength(2)
})

/**
 * A member writes a draft in a conversation and taps the photo button while the picker's chunk is
 * cut (a connection lost as they tap), nothing else: the page, the cut and the notice it leads to.
 */
async function tapPhotoWithPickerCut(page: Page, request: APIRequestContext, prefix: string, draft: string) {
  const me = await createMember(request, { sex: 2, lookingFor: 1, premium: true, prefix })
  const contact = await createMember(request, { sex: 1, premium: true, prefix: 'Contact' })
  await seedStoredLogin(page, me.login)
  const cut = await cutBuiltFiles(page, 'src/features/chat/select-photo-dialog.tsx')
  const chat = new ConversationPage(page, contact)
  await chat.open()
  await chat.composer.fill(draft)
  await chat.photoButton.click()
  const notice = page.getByRole('alert').filter({ hasText: "Cette fenêtre n'a pas pu s'ouvrir." })
  await expect(notice).toBeVisible()
  return { chat, cut, notice }
}

/** The picker is open, its notice gone; Escape closes it, and the draft is still in the composer. */
async function pickerOpensOverTheDraft(page: Page, chat: ConversationPage, draft: string) {
  const pickerDialog = page.getByRole('dialog', { name: 'Envoyer une photo' })
  await expect(pickerDialog).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: "n'a pas pu s'ouvrir" })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(pickerDialog).toHaveCount(0)
  await expect(chat.composer).toHaveValue(draft)
}

test('a dialog whose chunk cannot load leaves the conversation and its draft as they were, and opens when asked again @smoke', async ({
  page,
  context,
  request,
}) => {
  const { chat, cut, notice } = await tapPhotoWithPickerCut(
    page,
    request,
    'Brouillon',
    'Un brouillon à garder',
  )
  await expect(notice).toBeInViewport()
  await expect(chat.composer).toHaveValue('Un brouillon à garder')
  await expect(chat.history).toBeVisible()
  await expect(page.getByText("Oups, quelque chose s'est mal passé")).toHaveCount(0)
  const askedOnTap = cut.asked.length
  expect(askedOnTap).toBeGreaterThan(0)

  // "Réessayer" while it is still cut: asked once more, and the notice stays.
  await notice.getByRole('button', { name: 'Réessayer' }).click()
  await expect.poll(() => cut.asked.length).toBe(askedOnTap + 1)
  await expect(notice).toBeVisible()

  // The connection comes back: the picker opens by itself, the draft still there.
  await cut.restore()
  await backOnline(context)
  await pickerOpensOverTheDraft(page, chat, 'Un brouillon à garder')
})

test('a dialog that cannot load closes with its notice, and opening it again asks for it once more @smoke', async ({
  page,
  request,
}) => {
  const { chat, cut, notice } = await tapPhotoWithPickerCut(
    page,
    request,
    'Abandon',
    'Je réessaierai plus tard',
  )
  await expect(page).toHaveURL(/[?&]modal=selectPhoto/)
  const askedOnTap = cut.asked.length
  expect(askedOnTap).toBeGreaterThan(0)

  // The member gives up: the notice goes, and the dialog with it (its modal leaves the address).
  await notice.getByRole('button', { name: 'Fermer' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page).not.toHaveURL(/[?&]modal=/)
  await expect(chat.composer).toHaveValue('Je réessaierai plus tard')
  expect(cut.asked.length).toBe(askedOnTap)

  // Tapped again while still cut: asked once more, and the notice is back.
  await chat.photoButton.click()
  await expect(notice).toBeVisible()
  await expect.poll(() => cut.asked.length).toBeGreaterThan(askedOnTap)

  // Closed again, with Escape this time, then the connection is there: the next tap opens the picker.
  await page.keyboard.press('Escape')
  await expect(notice).toHaveCount(0)
  await cut.restore()
  await chat.photoButton.click()
  await pickerOpensOverTheDraft(page, chat, 'Je réessaierai plus tard')
})
