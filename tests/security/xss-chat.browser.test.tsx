/**
 * The whole XSS corpus (tests/security/xss-payloads.ts) through the real views where one member's
 * messages and nickname reach another outside the profile: a conversation's history (message
 * bubbles, both sides), the rows of the chat list (nickname and last message), the recent-activity
 * feed of the home page and the wall (nickname in each sentence), and a new message's toast and its
 * line in the notifications panel (sender and text). Each view is fed by its machine, with the data
 * of the machines' test-support factories. A payload that ran would open a dialog or set
 * `window.__xss`: both are watched, and each payload must come out as a text node holding the very
 * characters typed. Profiles are xss-views.browser.test.tsx; the server round trip is
 * tests/e2e/xss.spec.ts.
 */
import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise } from 'xstate'
import '../../src/components/ui/styles/index.css'
import { type ActivityItem, ActivityKind } from '../../src/api/models/social'
import { AppToaster, createAppToaster, TOAST_MAX } from '../../src/components/ui/toaster'
import { ChatListView } from '../../src/features/chat/chat-list-view'
import { MessageHistory } from '../../src/features/chat/message-history'
import { NotificationList } from '../../src/features/notifications/notification-list'
import { NotificationToasts } from '../../src/features/notifications/notification-toasts'
import { RecentActivityView } from '../../src/features/wall/recent-activity'
import { createI18n } from '../../src/i18n/i18n'
import { activitiesMachine } from '../../src/machines/activities/activities.machine'
import { contact, contactListMachineWith } from '../../src/machines/contact-list/contact-list.test-support'
import {
  CONTACT,
  conversation,
  conversationMachineWith,
  LOADED,
  ME,
  message,
} from '../../src/machines/conversation/conversation.test-support'
import {
  JULIE,
  messageFrame,
  notificationsMachineWith,
  sampleNotification,
} from '../../src/machines/notifications/notifications.test-support'
import { makeActivity } from '../../src/machines/swipe-deck/swipe-deck.test-support'
import { xssPayloads } from './xss-payloads'
import { expectNothingRan, injectedMarkup, settle, textsOf, watchDialogs } from './xss-watch'

const payloads = xssPayloads()
let hits: string[] = []
let i18n: I18n

beforeAll(async () => {
  i18n = await createI18n('fr', ['chat', 'social', 'notifications'])
  hits = watchDialogs()
})

afterAll(() => {
  expectNothingRan(hits)
})

// The notifications machine takes up what other tabs stored (read wins) as each frame arrives: what
// earlier tests of the browser run left in this origin's storage must not read as another tab's.
beforeEach(() => localStorage.clear())

function Shell({ children }: { children: ReactNode }) {
  const { hook } = memoryLocation({ path: '/app/chat' })
  return (
    <I18nextProvider i18n={i18n}>
      <Router hook={hook}>{children}</Router>
    </I18nextProvider>
  )
}

/** Waits for the machine to leave its loading state (its stubbed call answers at once). */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The French sentence of each activity kind, as a member reads it (spec section 3). */
const ACTIVITY_SENTENCES = [
  [ActivityKind.Visited, (name: string) => `${name} a visité votre profil`],
  [ActivityKind.Birthday, (name: string) => `${name} fête son anniversaire`],
  [ActivityKind.Connected, (name: string) => `${name} est en ligne`],
  [ActivityKind.Updated, (name: string) => `${name} a mis à jour son profil`],
  [ActivityKind.AddedPhoto, (name: string) => `${name} a ajouté des photos`],
] as const

describe.each([0, 1, 2, 3])('the corpus, quarter %i', (quarter) => {
  const size = Math.ceil(payloads.length / 4)
  const part = payloads.slice(quarter * size, (quarter + 1) * size)
  // Ids unique across quarters: drafts, toasts and notifications are keyed by them.
  const idOf = (index: number) => String(quarter * 1000 + index + 1)

  it('renders as text in a conversation: messages received and sent', async () => {
    // Every other message is the member's own (the other bubble, with its sending state).
    const messages = part.map((payload, index) =>
      message(idOf(index), {
        text: payload.text,
        ...(index % 2 === 1 ? { senderId: ME, recipientId: CONTACT } : {}),
      }),
    )
    const machine = conversationMachineWith({
      load: async () => ({ ...LOADED, conversation: conversation({ messages }) }),
    })
    const actor = createActor(machine, { input: { memberId: ME, contactId: CONTACT } }).start()
    await loaded()
    // The history is virtualized: only rows in its box exist. A box tall enough for every row
    // puts the whole quarter on screen at once.
    const screen = await render(
      <Shell>
        <div style={{ display: 'grid', height: part.length * 400 }}>
          <MessageHistory actorRef={actor} contactNickname="Sophie_Lyon" isPremium />
        </div>
      </Shell>,
    )
    await expect.poll(() => screen.container.querySelectorAll('li[aria-posinset]').length).toBe(part.length)
    await settle()
    for (const [index, payload] of part.entries()) {
      const row = screen.container.querySelector(`li[aria-posinset="${index + 1}"]`)
      expect(row, `message ${index + 1}`).not.toBeNull()
      expect(textsOf(row as Element)).toContain(payload.text)
    }
    expect(injectedMarkup(screen.container)).toEqual([])
    expectNothingRan(hits)
    await screen.unmount()
    actor.stop()
  })

  it('renders as text in the chat list: nickname and last message of each row', async () => {
    // Every other last message is the member's own ("Vous" before it); some avatars are blurred.
    const contacts = part.map((payload, index) =>
      contact({
        id: idOf(index),
        nickname: payload.text,
        lastMessage: payload.text,
        lastMessageUserId: index % 2 === 1 ? ME : idOf(index),
        totalNewMessages: index % 4,
        needBlur: index % 3 === 0,
      }),
    )
    const actor = createActor(
      contactListMachineWith(async () => contacts),
      { input: {} },
    ).start()
    await loaded()
    const screen = await render(
      <Shell>
        <ChatListView actorRef={actor} memberId={ME} />
      </Shell>,
    )
    await expect.poll(() => screen.container.querySelectorAll('li[data-contact-id]').length).toBe(part.length)
    await settle()
    for (const [index, payload] of part.entries()) {
      const row = screen.container.querySelector(`li[data-contact-id="${idOf(index)}"]`) as Element
      // The nickname's link and the last message: two text nodes, each the payload as typed.
      expect(
        textsOf(row).filter((text) => text === payload.text),
        `row ${index + 1}`,
      ).toHaveLength(2)
    }
    expect(injectedMarkup(screen.container)).toEqual([])
    expectNothingRan(hits)
    await screen.unmount()
    actor.stop()
  })

  it('renders as text in the recent-activity feed: the nickname in each sentence', async () => {
    const items: ActivityItem[] = part.map((payload, index) =>
      makeActivity(idOf(index), ACTIVITY_SENTENCES[index % ACTIVITY_SENTENCES.length]![0], {
        nickname: payload.text,
      }),
    )
    const actor = createActor(
      activitiesMachine.provide({ actors: { loadActivities: fromPromise(async () => items) } }),
    ).start()
    await loaded()
    const screen = await render(
      <Shell>
        <RecentActivityView actorRef={actor} limit={part.length} />
      </Shell>,
    )
    await expect.poll(() => screen.container.querySelectorAll('li').length).toBe(part.length)
    await settle()
    const rows = [...screen.container.querySelectorAll('li')]
    for (const [index, payload] of part.entries()) {
      const sentence = ACTIVITY_SENTENCES[index % ACTIVITY_SENTENCES.length]![1]
      expect(textsOf(rows[index] as Element), `item ${index + 1}`).toContain(sentence(payload.text))
    }
    expect(injectedMarkup(screen.container)).toEqual([])
    expectNothingRan(hits)
    await screen.unmount()
    actor.stop()
  })

  it('renders as text in a new message’s toast: sender in the title, message as its text', async () => {
    const actor = createActor(notificationsMachineWith(), { input: { userId: ME } }).start()
    // The app's toaster: five toasts at once, the others queued until one goes.
    const toaster = createAppToaster({ smallScreen: false })
    const screen = await render(
      <Shell>
        <NotificationToasts actorRef={actor} toaster={toaster} />
        <AppToaster toaster={toaster} />
      </Shell>,
    )
    for (const [index, payload] of part.entries()) {
      actor.send({
        type: 'realtime.received',
        message: messageFrame(idOf(index), payload.text, { ...JULIE, pseudo: payload.text }),
      })
    }
    const open = () => [
      ...document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]'),
    ]
    const shown: string[][] = []
    const injected: string[] = []
    // Five by five, as the member would see them: read the toasts on screen, close them, next.
    while (shown.length < part.length) {
      await expect.poll(() => open().length).toBe(Math.min(TOAST_MAX, part.length - shown.length))
      await settle()
      for (const toast of open()) {
        shown.push(textsOf(toast))
        injected.push(...injectedMarkup(toast))
        toaster.remove(toast.id.replace(/^toast:/, ''))
      }
    }
    for (const [index, payload] of part.entries()) {
      const texts = shown.find((t) => t.includes(`Nouveau message de ${payload.text}`))
      expect(texts, `toast ${index + 1}`).toBeDefined()
      expect(texts).toContain(payload.text)
    }
    expect(injected).toEqual([])
    expectNothingRan(hits)
    await screen.unmount()
    actor.stop()
  }, 60_000)

  it('renders as text in the notifications panel: sender and message of each line', async () => {
    const notifications = part.map((payload, index) =>
      sampleNotification({
        id: `message-${idOf(index)}`,
        message: payload.text,
        minutesAgo: index,
        read: index % 2 === 0,
        data: { kind: 'message', senderId: idOf(index), nickname: payload.text, avatarUrl: null, link: '/' },
      }),
    )
    const actor = createActor(notificationsMachineWith({ notifications }), {
      input: { userId: ME },
    }).start()
    const screen = await render(
      <Shell>
        <NotificationList actorRef={actor} />
      </Shell>,
    )
    await expect.poll(() => screen.container.querySelectorAll('li').length).toBe(part.length)
    await settle()
    const rows = [...screen.container.querySelectorAll('li')]
    for (const [index, payload] of part.entries()) {
      const texts = textsOf(rows[index] as Element)
      expect(texts, `line ${index + 1}`).toContain(`Nouveau message de ${payload.text}`)
      expect(texts).toContain(payload.text)
    }
    expect(injectedMarkup(screen.container)).toEqual([])
    expectNothingRan(hits)
    await screen.unmount()
    actor.stop()
  })
})
