/**
 * A conversation's newest messages, before the app runs (issue 38). The conversation page's largest
 * paint is a message bubble, and it waited for the app's scripts (3.3 s on Lighthouse's first
 * visit) though the conversation, asked for by the page's first script (first-calls-script.ts), is in
 * long before them.
 *
 * The shell carries the page's loading state (conversation-skeleton.tsx): the contact's head with the
 * nickname a hole (`data-early-nickname`, the avatar's initials in `data-early-avatar`, and
 * `data-early-label` names with `{{nickname}}`), the
 * history's frame (`data-early-history`) and a bubble of the member's and one of the contact's in
 * `<template data-early-bubble>`, rendered by `MessageBubble` itself. This reads the conversation's
 * answer, keeps the newest messages the bubble draws as text alone (no photo, no album request, sent),
 * and the conversation's notice under the history (`data-early-alert`), clones a template for each, fills its parts as text (never as HTML), scrolls to the newest and
 * leaves the messages for the app (src/api/early-history-handover.ts), whose loading states draw the
 * same bubbles in the same rows. Pure DOM and data readers: this runs inlined in the page's head.
 */
import { type EarlyHistory, leaveEarlyHistory, NO_EARLY_HISTORY } from '../api/early-history-handover'
import type { Message } from '../api/models/chat'
import { normalizeMessage } from '../api/normalize/chat'
import { isRecord, list, optionalText, record } from '../api/normalize/read'
import { initials } from '../components/ui/initials'
import { isoDateTime, messageTime } from '../features/chat/chat-dates'
import { chatSlugOf, nicknameOfSlug, profileHref } from '../features/chat/chat-links'
import { parseSlugId } from '../lib/slug'
import { fromServer } from '../machines/conversation/conversation.messages'
import type { ChatMessage } from '../machines/conversation/conversation.types'
import { whenPainted, whenParsed } from './largest-image'
import type { PagePath } from './page-routes'

/** The page whose largest paint this draws (first-calls-script.ts). */
export const EARLY_CONVERSATION_PAGE: PagePath = '/app/chat/:chatSlug'

/** More than any screen shows: the history opens on the newest, and the rest come with the app. */
export const MOST_DRAWN = 30

/** Drawn before the app runs: text alone, as the server keeps it. */
const drawable = (message: Message) =>
  message.text !== '' && message.photoUrl === null && message.albumAction === null && message.state === 'sent'

/**
 * The newest messages, oldest first, back to the first one a bubble of text alone does not draw (a
 * photo, an album request): the bubbles above it come with the app, and the ones drawn stay in the
 * rows they have.
 */
export function drawnMessages(messages: readonly Message[]): ChatMessage[] {
  const drawn: ChatMessage[] = []
  for (let i = messages.length - 1; i >= 0 && drawn.length < MOST_DRAWN; i--) {
    const message = messages[i] as Message
    if (!drawable(message)) break
    drawn.unshift(fromServer(message))
  }
  return drawn
}

/** One bubble from its template, its parts written as text. */
function bubbleOf(
  template: HTMLTemplateElement,
  message: ChatMessage,
  author: string | null,
): Element | null {
  const row = template.content.firstElementChild?.cloneNode(true)
  if (!(row instanceof Element)) return null
  const authorPart = row.querySelector('[data-message-author]')
  if (author !== null && authorPart) authorPart.textContent = `${author} : `
  const text = row.querySelector('[data-message-text]')
  if (text) text.textContent = message.text
  const time = row.querySelector('time')
  const shown = messageTime(message.date)
  if (time && shown) {
    time.textContent = shown
    time.setAttribute('datetime', isoDateTime(message.date) ?? '')
  } else time?.remove()
  return row
}

/**
 * Fills the prerendered shell (`[data-shell-content]` only: once the app runs, React's): the
 * nickname from the address, the notice, and the messages into the history, the newest at the bottom.
 */
export function fillEarlyConversation(
  { messages, memberId, alert }: Omit<EarlyHistory, 'contactId'>,
  slug: string,
  doc: Document = document,
): void {
  const shell = doc.querySelector('[data-shell-content]')
  if (!shell) return
  const nickname = nicknameOfSlug(slug)
  const contactId = parseSlugId(slug)
  for (const hole of shell.querySelectorAll<HTMLElement>('[data-early-nickname]')) {
    hole.textContent = nickname
    hole.title = nickname
    if (hole instanceof HTMLAnchorElement && contactId) hole.href = profileHref(nickname, contactId)
  }
  // The avatar's initials and name (Avatar's fallback, until the conversation gives the photo).
  const avatar = shell.querySelector('[data-early-avatar] [role="img"]')
  if (avatar) {
    avatar.textContent = initials(nickname)
    avatar.setAttribute('aria-label', nickname)
  }
  for (const named of shell.querySelectorAll<HTMLElement>('[data-early-label]'))
    named.setAttribute(
      'aria-label',
      (named.dataset.earlyLabel ?? '').replace('{{nickname}}', () => nickname),
    )
  const notice = shell.querySelector<HTMLElement>('[data-early-alert]')
  if (notice && alert) {
    notice.textContent = alert
    notice.hidden = false
  }
  const history = shell.querySelector<HTMLElement>('[data-early-history]')
  const rows = history?.querySelector('ul')
  const own = history?.querySelector<HTMLTemplateElement>('template[data-early-bubble="own"]')
  const theirs = history?.querySelector<HTMLTemplateElement>('template[data-early-bubble="theirs"]')
  if (!history || !rows || !own || !theirs || rows.firstChild) return
  for (const message of messages) {
    const mine = message.senderId === memberId
    const row = bubbleOf(mine ? own : theirs, message, mine ? null : nickname)
    if (row) rows.append(row)
  }
  history.scrollTop = history.scrollHeight
}

/**
 * The first script's part on a conversation: reads the newest messages from the conversation's
 * answer (a copy: the conversation machine still takes the answer itself), leaves them for the app
 * and draws them once the page's body is parsed, with the nickname (from the address, answer or
 * not). Settles once that is painted (main.tsx then asks for the app's scripts, as after a drawn
 * photo); never rejects: the page works without it.
 */
export function showEarlyConversation(
  answer: Promise<Response>,
  memberId: string,
  pathname: string,
  doc: Document = document,
): Promise<void> {
  const slug = chatSlugOf(pathname)
  const contactId = parseSlugId(slug)
  if (!contactId) return Promise.resolve()
  return answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((json: unknown) => {
      if (json === null) return NO_EARLY_HISTORY
      const conversation = record(json)
      const early = {
        memberId,
        messages: drawnMessages(list(conversation.messages).filter(isRecord).map(normalizeMessage)),
        alert: optionalText(conversation.alert),
      }
      leaveEarlyHistory({ contactId, ...early })
      return early
    })
    .catch(() => NO_EARLY_HISTORY)
    .then((early) =>
      // The nickname from the address even when the conversation could not be read: the app says
      // why, under a head that names the contact.
      whenParsed(doc, () => {
        fillEarlyConversation(early, slug, doc)
        return whenPainted()
      }),
    )
    .catch(() => {})
}
