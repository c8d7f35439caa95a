/**
 * /app/users/{userSlug} (spec sections 2, 3, 5, 6, 7 and 8): the full profile as a member and as a
 * visitor, the visit recorded (by the server and as a `cmd_visit` frame on the socket), the gallery
 * dialog and its 4-star rating (score 8), and the anonymous report with its captcha. Every test
 * works on fresh members (createMember), so nothing here touches another test's data.
 */
import type { Page } from '@playwright/test'
import { ProfilePage, ReportDialogModel, userSlug } from './models/profile.model'
import { seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { E2E_BUILD_ENV, MOCK_URL } from './support/e2e-env'
import { createMember, type TestMember } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

/** Frames the page sends on its WebSocket, parsed. */
function recordSentFrames(page: Page): Record<string, unknown>[] {
  const frames: Record<string, unknown>[] = []
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      try {
        frames.push(JSON.parse(String(payload)) as Record<string, unknown>)
      } catch {
        // not JSON: not ours
      }
    })
  })
  return frames
}

const slugOf = (member: TestMember) => userSlug(member.nickname, member.id)

test.describe('a member', () => {
  test('sees the full profile, labelled in French, and the visit is recorded', async ({ page, request }) => {
    const target = await createMember(request, { prefix: 'Cible', publicPhotos: 2, privatePhotos: 2 })
    const visitor = await createMember(request, { prefix: 'Visiteur', sex: 1 })
    await seedStoredLogin(page, visitor.login)
    const frames = recordSentFrames(page)
    const profile = new ProfilePage(page)

    await profile.goto(slugOf(target))
    await expect(profile.memberName(target.nickname)).toBeVisible()
    await expect(profile.detail('Sexe')).toHaveText('Femme')
    await expect(profile.detail('Orientation')).toHaveText('Hétéro')
    await expect(profile.detail('Cherche')).toHaveText('Un homme')
    await expect(profile.detail('Ville')).toHaveText(/Paris/)
    await expect(profile.detail('Situation')).toHaveText('Non renseigné')
    await expect(page.getByText('Membre de test, créé pour un test de bout en bout.')).toBeVisible()
    // The private album is locked: the album-sharing prompt offers to ask for it.
    await expect(
      page.getByRole('heading', { name: `L'album privé de ${target.nickname} est verrouillé` }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: "Demander l'accès" })).toBeVisible()
    await expect(profile.actions.getByRole('link', { name: 'Envoyer un message' })).toHaveAttribute(
      'href',
      `/app/chat/${slugOf(target)}`,
    )

    // The server counted the look as a visit: the target sees the visitor among theirs.
    await expect
      .poll(async () => {
        const response = await request.get(`${MOCK_URL}/index_api/guest/get/visites`, {
          params: { page: 1, session_id: target.login.session_id },
          headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
        })
        return JSON.stringify(await response.json())
      })
      .toContain(visitor.nickname)
    // And the socket carried the visit command (spec section 7's cmd_visit).
    await expect
      .poll(() => frames.filter((f) => f.action === 'cmd_visit'))
      .toEqual([{ action: 'cmd_visit', id: target.id }])

    await expectNoSeriousA11yViolations(page)

    // The favorite toggle: the target is among the visitor's favorites once the server has it.
    await profile.actions.getByRole('button', { name: `Ajouter ${target.nickname} aux favoris` }).click()
    await expect(
      profile.actions.getByRole('button', { name: `Retirer ${target.nickname} des favoris` }),
    ).toBeVisible()
    await expect
      .poll(async () => {
        const response = await request.get(`${MOCK_URL}/ajax_api/load_contacts`, {
          params: { filter: 3, session_id: visitor.login.session_id },
          headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
        })
        return JSON.stringify(await response.json())
      })
      .toContain(target.nickname)
  })

  test('opens the gallery dialog and rates a photo 4 stars, sent as score 8', async ({ page, request }) => {
    const target = await createMember(request, { prefix: 'Galerie', publicPhotos: 3 })
    const voter = await createMember(request, { prefix: 'Votant', sex: 1 })
    await seedStoredLogin(page, voter.login)
    const profile = new ProfilePage(page)
    await profile.goto(slugOf(target))

    await profile.photoButton(2, target.nickname).click()
    const dialog = profile.galleryDialog(target.nickname)
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/modal=gallery/)
    await expect(dialog.getByText(/Photo 2 sur 3/)).toBeVisible()
    await expect(dialog.getByRole('list', { name: 'Miniatures' }).getByRole('button')).toHaveCount(3)
    await expectNoSeriousA11yViolations(page)

    const vote = page.waitForRequest((r) => r.url().includes('/ajax_api/gal_vote') && r.method() === 'POST')
    await dialog.getByRole('radio', { name: '4 étoiles' }).click()
    const sent = new URLSearchParams((await vote).postData() ?? '')
    expect(sent.get('score')).toBe('8')
    expect(sent.get('id')).toBe(target.id)
    expect(sent.get('num')).toBe('2')
    await expect(dialog.getByText('Merci ! Votre note a été enregistrée.')).toBeVisible()

    await dialog.getByRole('button', { name: 'Photo suivante' }).click()
    await expect(dialog.getByText(/Photo 3 sur 3/)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).not.toHaveURL(/modal=/)
  })

  test('a report without a reason is refused, then a full report goes through', async ({ page, request }) => {
    const target = await createMember(request, { prefix: 'Signale' })
    const reporter = await createMember(request, { prefix: 'Signaleur', sex: 1 })
    await seedStoredLogin(page, reporter.login)
    const profile = new ProfilePage(page)
    // As the chat links to it: the profile with the report dialog open.
    await profile.goto(slugOf(target), `?modal=report&modalId=${target.id}`)
    const dialog = profile.reportDialog(target.nickname)
    await expect(dialog).toBeVisible()
    const report = new ReportDialogModel(dialog)
    await expect(report.captcha).toBeVisible()

    await report.submit.click()
    await expect(dialog.getByText('Veuillez sélectionner une raison')).toBeVisible()
    await expect(dialog.getByText('Veuillez entrer le code de vérification')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await report.reason('Propos offensants').check()
    await report.details.fill('Messages insultants répétés.')
    const { code } = (await mockControl(request, 'captcha', { session_id: reporter.login.session_id })) as {
      code: string
    }
    await report.code.fill(code)
    await report.submit.click()
    await expect(dialog.getByRole('status')).toHaveText(/Signalement envoyé avec succès/)
    await dialog.getByRole('button', { name: 'Fermer' }).first().click()
    await expect(dialog).toBeHidden()
  })

  test('a wrong code shows the server’s message and a new image', async ({ page, request }) => {
    const target = await createMember(request, { prefix: 'Signale2' })
    const reporter = await createMember(request, { prefix: 'Signaleur2', sex: 1 })
    await seedStoredLogin(page, reporter.login)
    const profile = new ProfilePage(page)
    await profile.goto(slugOf(target))
    await profile.actions.getByRole('button', { name: 'Signaler' }).click()
    const dialog = profile.reportDialog(target.nickname)
    const report = new ReportDialogModel(dialog)
    await expect(report.captcha).toBeVisible()
    const first = await report.captcha.getAttribute('src')

    await report.reason('Autre').check()
    await report.code.fill('ZZZZZ')
    await report.submit.click()
    await expect(dialog.getByRole('alert')).toHaveText('Le code de vérification est incorrect.')
    await expect(report.code).toHaveValue('')
    await expect(report.reason('Autre')).toBeChecked()
    await expect(report.captcha).not.toHaveAttribute('src', first ?? '')
  })
})

test.describe('a visitor', () => {
  test('sees the profile and is invited to register for the rest', async ({ page, request }) => {
    const target = await createMember(request, { prefix: 'Public', publicPhotos: 2 })
    const profile = new ProfilePage(page)
    await profile.goto(slugOf(target))
    await expect(profile.memberName(target.nickname)).toBeVisible()
    await expect(profile.detail('Sexe')).toHaveText('Femme')
    await expect(page.getByRole('link', { name: 'Inscription gratuite' })).toHaveAttribute(
      'href',
      `/app/register?redirect=${encodeURIComponent(`/app/users/${slugOf(target)}`)}`,
    )
    await expect(page.getByRole('button', { name: 'Signaler' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    await profile.photoButton(1, target.nickname).click()
    const dialog = profile.galleryDialog(target.nickname)
    await expect(dialog.getByText('Inscrivez-vous gratuitement pour noter les photos.')).toBeVisible()
    await expect(dialog.getByRole('radiogroup')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })

  test('an unknown member shows "not found" under the page title', async ({ page }) => {
    const profile = new ProfilePage(page)
    await profile.goto('personne-99999999')
    await expect(page.getByRole('heading', { name: 'Profil introuvable' })).toBeVisible()
  })
})

test.describe('a free member', () => {
  test('sees blurred photos that lead to the premium offer', async ({ page, request }) => {
    const viewer = await createMember(request, { prefix: 'Gratuit', sex: 1 })
    // A member whose photos the mock blurs for members who are not premium (photo_x). Every test's
    // new members come first in the results, so the pages are read until one appears.
    let blurred: { id: string; pseudo: string; photo_x?: string } | undefined
    for (let at = 1, pages = 1; !blurred && at <= pages; at++) {
      const response = await request.get(`${MOCK_URL}/index_api/search`, {
        params: { pas: 100, page: at, is_photo: 1, session_id: viewer.login.session_id },
        headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
      })
      expect(response.ok(), await response.text()).toBe(true)
      const body = (await response.json()) as {
        nb_pages: string
        result: { id: string; pseudo: string; photo_x?: string }[]
      }
      pages = Number(body.nb_pages)
      blurred = body.result.find((card) => card.photo_x === 'blur')
    }
    expect(blurred, 'a member with blurred photos among the results').toBeDefined()
    await seedStoredLogin(page, viewer.login)
    const profile = new ProfilePage(page)
    await profile.goto(userSlug(blurred!.pseudo, blurred!.id))
    const links = page.getByRole('link', { name: 'Photo floutée : devenez Premium pour la voir' })
    await expect(links.first()).toHaveAttribute('href', '/app/promotion')
    await links.first().click()
    await expect(page).toHaveURL(/\/app\/promotion$/)
  })
})
