/**
 * Ours, not in the spec (marked so in the README): the FAQ and the contact form, designed in the
 * spec's style (GET for reading, a URL-encoded POST answered `{ success, message }`).
 */
import type { WireFaqResponse } from '../../src/api/wire/support'
import { db, nextId } from '../db/database'
import { CONTACT_REASONS } from '../db/enums'
import { ok, openRoute, refused } from '../lib/http'
import { nowIso } from '../lib/time'

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

const faq = openRoute(
  'get',
  '/index_api/faq',
  () => {
    const sections: WireFaqResponse['sections'] = []
    for (const row of [...db.faq.all()].sort((a, b) => a.id - b.id)) {
      let section = sections.find((s) => s.name === row.section)
      if (!section) {
        section = { name: row.section, questions: [] }
        sections.push(section)
      }
      section.questions.push({ question: row.question, answer: row.answer })
    }
    return { sections } satisfies WireFaqResponse
  },
  { auth: 'none' },
)

const contact = openRoute(
  'post',
  '/index_api/contact',
  async ({ params, me }) => {
    const email = params.str('email')
    const reason = params.int('raison')
    const message = params.str('message')
    if (email === '') return refused("L'email est requis")
    if (!EMAIL_RE.test(email)) return refused("L'adresse email n'est pas valide.")
    if (reason === null || !CONTACT_REASONS[reason]) return refused('Veuillez sélectionner une raison')
    if (message.length < 10) return refused('Votre message est trop court (10 caractères minimum).')
    if (message.length > 5000) return refused('Votre message est trop long (5000 caractères maximum).')
    await db.contactMessages.create({
      id: nextId('contactMessages'),
      email,
      pseudo: params.str('pseudo') || me?.pseudo || '',
      raison: reason,
      message,
      date: nowIso(),
    })
    return ok({ message: 'Votre message a bien été envoyé. Nous vous répondrons rapidement.' })
  },
  { mutation: true },
)

export const supportHandlers = [faq, contact]
