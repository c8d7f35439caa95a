/**
 * Contract: the profile edits, leaving, reporting, paying, ads and our support calls through the real
 * client (spec section 7 rows user/modify/*, unsubscribe, delete, is_suspect, captcha,
 * abo_pay2secure, abo_confirm, get_pubs_infos; ours faq and contact).
 */
import { describe, expect, it } from 'vitest'
import { deleteAccount, unsubscribe } from '../../src/api/account'
import { getAds } from '../../src/api/ads'
import { login } from '../../src/api/auth'
import { LoginError, RefusedError } from '../../src/api/errors'
import { isProfileComplete } from '../../src/api/normalize/profile'
import { confirmSubscription, getPaymentUrl } from '../../src/api/payment'
import {
  modifyAgeSexeVille,
  modifyDescription,
  modifyInformations,
  modifyInterests,
} from '../../src/api/profile-edit'
import { getCaptcha, reportMember } from '../../src/api/report'
import { getFaq, sendContactForm } from '../../src/api/support'
import { getCurrentUser } from '../../src/api/users'
import { captchaCodeFor, DEMO, DEMO_PASSWORD, db } from '../node'
import { setUpContractServer, signIn } from './contract-support'

setUpContractServer()

const refusal = (error: unknown) => (error instanceof RefusedError ? error.serverMessage : String(error))

describe('GET /index_api/user/modify/*', () => {
  it('completes an incomplete profile (age_sexe_ville) and edits the rest', async () => {
    const { userId } = await signIn('incomplete')
    const lyon = db.cities.findFirst((q) => q.where({ name: 'Lyon' }))!
    await modifyAgeSexeVille({ year: 1990, month: 4, day: 12, id_ville: lyon.id, sexe1: 1, cherche1: 2 })
    await modifyInterests({ inter: [1, 3, 5] })
    await modifyDescription({ description: 'Nouveau sur le site, curieux de tout.' })
    await modifyInformations({
      taille: 180,
      poids: 75,
      yeux: 2,
      cheveux: 1,
      situation: 1,
      sexe2: 1,
      child: 0,
      etudes: 4,
      travail: 2,
      opts_body: [3],
    })
    const me = await getCurrentUser(userId)
    expect(isProfileComplete(me)).toBe(true)
    expect(me).toMatchObject({ city: 'Lyon (69)', gender: '1', searchFor: '2' })
    expect(me.profile).toMatchObject({
      birthdate: '1990-04-12',
      description: 'Nouveau sur le site, curieux de tout.',
      height: 180,
      weight: 75,
      eyes: '2',
      hair: '1',
      situation: '1',
      orientation: '1',
      studies: '4',
      job: '2',
    })
    expect(me.profile.interests.map((i) => i.id)).toEqual(['1', '3', '5'])
  })

  it('refuses a minor, an unknown town, a height out of range', async () => {
    await signIn('incomplete')
    const year = new Date().getUTCFullYear() - 16
    expect(
      refusal(await modifyAgeSexeVille({ year, month: 1, day: 1, id_ville: 30000 }).catch((e) => e)),
    ).toMatch(/18 ans/)
    expect(
      refusal(await modifyAgeSexeVille({ year: 1990, month: 1, day: 1, id_ville: 1 }).catch((e) => e)),
    ).toBe('Ville inconnue.')
    expect(refusal(await modifyInformations({ taille: 250 }).catch((e) => e))).toMatch(/140 et 220/)
  })

  it('keeps the city when age_sexe_ville comes without id_ville (ours: the profile editor)', async () => {
    const { userId } = await signIn('premium')
    const before = await getCurrentUser(userId)
    await modifyAgeSexeVille({ year: 1991, month: 6, day: 2, pass1: 'nouveau1', pass2: 'nouveau1' })
    const after = await getCurrentUser(userId)
    expect(after.city).toBe(before.city)
    expect(after.profile.birthdate).toBe('1991-06-02')
    await expect(login({ login: DEMO.premium.email, pass: 'nouveau1' })).resolves.toMatchObject({
      userId: String(DEMO.premium.id),
    })
    await signIn('incomplete')
    expect(refusal(await modifyAgeSexeVille({ year: 1990, month: 1, day: 1 }).catch((e) => e))).toBe(
      'La ville est requise',
    )
  })
})

describe('POST /index_api/p_compte/unsubscribe?desabo_step1=1', () => {
  it('refuses a blank or wrong email, then cancels and confirms', async () => {
    const { userId } = await signIn('premium')
    expect(refusal(await unsubscribe('  ').catch((e) => e))).toBe("L'email est requis")
    expect(refusal(await unsubscribe('autre@exemple.fr').catch((e) => e))).toMatch(/ne correspond pas/)
    expect(await unsubscribe(DEMO.premium.email)).toBe(
      'Un email de confirmation a été envoyé à votre adresse.',
    )
    const me = await getCurrentUser(userId)
    expect(me.isPremium).toBe(true)
    expect(me.subscriptionCancelled).toBe(true)
  })
})

describe('POST /index_api/delete?ActionDelete=1', () => {
  it('refuses a wrong password, then deletes everything of the member', async () => {
    await signIn('free')
    expect(refusal(await deleteAccount('mauvais').catch((e) => e))).toBe('Mot de passe incorrect.')
    await deleteAccount(DEMO_PASSWORD)
    expect(db.members.findFirst((q) => q.where({ id: DEMO.free.id }))).toBeUndefined()
    expect(db.photos.findMany((q) => q.where({ member_id: DEMO.free.id }))).toEqual([])
    await expect(login({ login: DEMO.free.email, pass: DEMO_PASSWORD })).rejects.toBeInstanceOf(LoginError)
  })
})

describe('GET /index_api/captcha and POST /index_api/user/is_suspect', () => {
  it('shows a captcha image and takes a report with its code', async () => {
    const { sessionId } = await signIn('premium')
    const image = await getCaptcha()
    expect(image.type).toBe('image/svg+xml')
    const svg = await image.text()
    const code = captchaCodeFor(sessionId)!
    expect(code).toMatch(/^[A-Z2-9]{5}$/)
    for (const c of code) expect(svg).toContain(`>${c}</text>`)
    await reportMember({
      id: String(DEMO.free.id),
      raison: '3',
      details: 'Semble mineur',
      code: code.toLowerCase(),
    })
    expect(db.reports.findFirst((q) => q.where({ target_id: DEMO.free.id }))?.raison).toBe(3)
  })

  it('refuses a wrong code and a missing reason with the server’s message', async () => {
    await signIn('premium')
    await getCaptcha()
    expect(
      refusal(await reportMember({ id: String(DEMO.free.id), raison: '1', code: 'XXXXX' }).catch((e) => e)),
    ).toBe('Le code de vérification est incorrect.')
    expect(
      refusal(await reportMember({ id: String(DEMO.free.id), raison: '', code: 'XXXXX' }).catch((e) => e)),
    ).toBe('Veuillez sélectionner une raison')
  })
})

describe('GET /index_api/abo_pay2secure?version=3 and /index_api/abo_confirm?abo_id', () => {
  it('sends the member to the card provider, whose page returns to the app, then makes them premium', async () => {
    const { userId } = await signIn('free')
    const url = new URL(await getPaymentUrl())
    expect(url.pathname).toBe('/__mock/provider')
    const aboId = url.searchParams.get('abo_id')!
    expect(url.searchParams.get('return')).toMatch(/^http:\/\//)
    const page = await (await fetch(url)).text()
    expect(page).toContain('/app/payment-success')
    expect(page).toContain('/app/payment-error')
    await confirmSubscription(aboId)
    const me = await getCurrentUser(userId)
    expect(me.isPremium).toBe(true)
    expect(me.subscriptionCancelled).toBe(false)
    expect(me.credits).toBe(50)
    expect(refusal(await confirmSubscription('inconnu').catch((e) => e))).toBe('Paiement introuvable.')
  })
})

describe('GET /index_api/get_pubs_infos', () => {
  it('gives every placement its slots, a lone slot sent bare', async () => {
    const ads = await getAds()
    expect(Object.keys(ads)).toHaveLength(13)
    for (const slots of Object.values(ads)) expect(slots.length).toBeGreaterThan(0)
    expect(ads.center).toHaveLength(2)
    expect(ads.center[0]).toMatchObject({ isBanner: true, platform: 'all', priority: 1 })
    expect(ads.center[1]?.html).toContain('<script>')
  })
})

describe('GET /index_api/faq and POST /index_api/contact (ours)', () => {
  it('lists the FAQ sections and takes a contact message', async () => {
    const faq = await getFaq()
    expect(faq.map((s) => s.name)).toEqual(['Mon compte', 'Abonnement et paiement', 'Photos', 'Sécurité'])
    expect(faq[0]?.entries[0]?.question).toBe('Comment modifier mon profil ?')
    await sendContactForm({
      email: 'visiteur@exemple.fr',
      raison: '2',
      message: 'Bonjour, je souhaite un partenariat.',
    })
    expect(db.contactMessages.count()).toBe(1)
    expect(
      refusal(await sendContactForm({ email: '', raison: '2', message: 'xxxxxxxxxxxx' }).catch((e) => e)),
    ).toBe("L'email est requis")
  })
})
