/**
 * A conversation's newest messages before the app runs (early-conversation.ts), over the
 * conversation page's loading state as the build prerenders it (conversation-skeleton.tsx): the
 * bubbles the script draws are `MessageBubble`'s own templates filled as text, only messages a
 * bubble of text draws, and the app's loading state, given what the script read, renders the same
 * rows.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { earlyHistoryOf, leaveEarlyHistory } from '../api/early-history-handover'
import type { Message } from '../api/models/chat'
import { ConversationSkeleton } from '../features/chat/conversation-skeleton'
import { createI18n } from '../i18n/i18n'
import { drawnMessages, fillEarlyConversation, MOST_DRAWN, showEarlyConversation } from './early-conversation'

const ME = '11'
const SLUG = 'lea-42'

async function skeletonHtml(path: string) {
  const i18n = await createI18n('fr', ['chat'])
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={path}>
        <ConversationSkeleton title="Conversation" />
      </Router>
    </I18nextProvider>,
  )
}

/** The shell as the build writes it: the family's example address, `_`. */
async function shell() {
  document.body.innerHTML = `<div data-shell-content>${await skeletonHtml('/app/chat/_')}</div>`
}

const today = (time: string) => {
  const d = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}`
}

const message = (id: number, senderId: string, text: string, more: Partial<Message> = {}): Message => ({
  id: String(id),
  date: today('14:05:00'),
  recipientId: senderId === ME ? '42' : ME,
  recipientNickname: '',
  senderId,
  senderNickname: '',
  senderFirstname: '',
  text,
  state: 'sent',
  photoUrl: null,
  albumAction: null,
  sharedPhotoId: null,
  ...more,
})

const rows = () => [...document.querySelectorAll('[data-early-history] ul > li')]

afterEach(() => {
  globalThis.__EARLY_HISTORY__ = undefined
  document.body.innerHTML = ''
})

describe('drawnMessages', () => {
  it('keeps the newest messages back to the first one a bubble of text does not draw', () => {
    const messages = [
      message(1, '42', 'Bonjour'),
      message(2, '42', '', { photoUrl: '/p.jpg' }),
      message(3, ME, 'Salut'),
      message(4, '42', 'Ça va ?'),
    ]
    expect(drawnMessages(messages).map((m) => m.id)).toEqual(['3', '4'])
    expect(drawnMessages([...messages, message(5, '42', '', { albumAction: 'request' })])).toEqual([])
    expect(drawnMessages([...messages, message(6, ME, 'En route', { state: 'pending' })])).toEqual([])
  })

  it(`keeps at most ${MOST_DRAWN}, the newest, as the machine holds them`, () => {
    const many = Array.from({ length: 45 }, (_, i) => message(i + 1, i % 2 ? ME : '42', `n°${i + 1}`))
    const drawn = drawnMessages(many)
    expect(drawn).toHaveLength(MOST_DRAWN)
    expect(drawn[0]?.id).toBe('16')
    expect(drawn.at(-1)).toEqual({ ...many.at(-1), clientId: null, failure: null, attempt: null })
  })
})

describe('fillEarlyConversation', () => {
  it("draws each message from the member's or the contact's bubble, as text, the nickname from the address", async () => {
    await shell()
    const messages = drawnMessages([
      message(1, '42', '<b>$&</b> salut'),
      message(2, ME, 'Bonsoir', { date: today('21:30:00') }),
    ])
    fillEarlyConversation({ messages, memberId: ME, alert: null }, SLUG)
    const [theirs, mine] = rows()
    expect(rows()).toHaveLength(2)
    expect(theirs?.querySelector('[data-message-text]')?.textContent).toBe('<b>$&</b> salut')
    expect(theirs?.querySelector('b')).toBeNull()
    expect(theirs?.querySelector('[data-message-author]')?.textContent).toBe('lea : ')
    expect(theirs?.querySelector('time')?.textContent).toBe('14:05')
    expect(mine?.querySelector('[data-message-author]')?.textContent).toBe('Vous : ')
    expect(mine?.querySelector('time')?.textContent).toBe('21:30')
    expect(mine?.textContent).toContain('Envoyé')
    expect(theirs?.textContent).not.toContain('Envoyé')
    const link = document.querySelector<HTMLAnchorElement>('[data-early-nickname]')
    expect(link?.textContent).toBe('lea')
    expect(link?.getAttribute('href')).toBe('/app/users/lea-42')
    expect(document.querySelector('button[data-early-label]')?.getAttribute('aria-label')).toBe(
      'Actions et album de lea',
    )
    expect(document.querySelector('[data-early-history]')?.getAttribute('aria-label')).toBe(
      'Messages avec lea',
    )
    const avatar = document.querySelector('[data-early-avatar] [role="img"]')
    expect(avatar?.textContent).toBe('L')
    expect(avatar?.getAttribute('aria-label')).toBe('lea')
  })

  it('leaves the page alone outside the prerendered shell (the app renders it)', async () => {
    document.body.innerHTML = await skeletonHtml('/app/chat/_')
    fillEarlyConversation(
      { messages: drawnMessages([message(1, '42', 'Bonjour')]), memberId: ME, alert: null },
      SLUG,
    )
    expect(rows()).toHaveLength(0)
  })
})

describe("the app's loading state after the script", () => {
  it('renders the rows the script drew', async () => {
    await shell()
    const messages = drawnMessages([message(1, '42', 'Bonjour'), message(2, ME, 'Salut !')])
    fillEarlyConversation({ messages, memberId: ME, alert: null }, SLUG)
    const drawn = document.querySelector('[data-early-history] ul')?.innerHTML
    leaveEarlyHistory({ contactId: '42', memberId: ME, messages, alert: null })
    document.body.innerHTML = await skeletonHtml(`/app/chat/${SLUG}`)
    expect(rows()).toHaveLength(2)
    expect(document.querySelector('[data-early-history] ul')?.innerHTML).toBe(drawn)
  })

  it("shows the conversation's notice under the history, as the filled shell does", async () => {
    await shell()
    const notice = () => document.querySelector('[data-early-history]')?.parentElement?.nextElementSibling
    expect(notice()?.hasAttribute('hidden')).toBe(true)
    const early = {
      messages: drawnMessages([message(1, '42', 'Bonjour')]),
      memberId: ME,
      alert: "Il vous reste 2 messages gratuits aujourd'hui.",
    }
    fillEarlyConversation(early, SLUG)
    expect(notice()?.hasAttribute('hidden')).toBe(false)
    expect(notice()?.textContent).toBe(early.alert)
    const className = notice()?.className
    leaveEarlyHistory({ contactId: '42', ...early })
    document.body.innerHTML = await skeletonHtml(`/app/chat/${SLUG}`)
    expect(notice()?.textContent).toBe(early.alert)
    expect(notice()?.className).toBe(className)
  })

  it("draws none of them in another member's conversation", async () => {
    leaveEarlyHistory({
      contactId: '42',
      memberId: ME,
      messages: drawnMessages([message(1, '42', 'Bonjour')]),
      alert: null,
    })
    document.body.innerHTML = await skeletonHtml('/app/chat/max-43')
    expect(rows()).toHaveLength(0)
  })
})

describe('showEarlyConversation', () => {
  const answer = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }))

  it('reads the conversation, leaves its newest messages for the app and draws them, the answer still whole', async () => {
    await shell()
    const body = {
      chatID: 9,
      alert: "Il vous reste 2 messages gratuits aujourd'hui.",
      messages: [
        { id: 1, id_exp: 42, id_dest: ME, msg: 'Bonjour', date: today('10:00:00') },
        { id: 2, id_exp: ME, id_dest: 42, msg: 'Salut', date: today('10:01:00') },
      ],
    }
    const response = answer(body)
    await showEarlyConversation(response, ME, `/app/chat/${SLUG}`)
    expect(earlyHistoryOf('42').messages.map((m) => m.text)).toEqual(['Bonjour', 'Salut'])
    expect(earlyHistoryOf('42').alert).toBe("Il vous reste 2 messages gratuits aujourd'hui.")
    expect(document.querySelector('[data-early-alert]')?.textContent).toBe(body.alert)
    expect(rows().map((row) => row.querySelector('[data-message-text]')?.textContent)).toEqual([
      'Bonjour',
      'Salut',
    ])
    expect(await (await response).json()).toEqual(body)
  })

  it('draws no message from a failed answer, names the contact all the same, and never rejects', async () => {
    await shell()
    await showEarlyConversation(answer({ error: 'x' }, 500), ME, `/app/chat/${SLUG}`)
    await showEarlyConversation(Promise.reject(new TypeError('offline')), ME, `/app/chat/${SLUG}`)
    expect(document.querySelector('[data-early-nickname]')?.textContent).toBe('lea')
    await showEarlyConversation(answer({ messages: [{ id: 1, msg: 'x' }] }), ME, '/app/chat/nobody')
    expect(earlyHistoryOf('42').messages).toEqual([])
    expect(rows()).toHaveLength(0)
  })
})
