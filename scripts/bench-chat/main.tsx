/**
 * The page scripts/bench-chat.mjs measures: the real `ConversationPanel` over a frozen conversation of
 * `?count=` messages (10,000 by default), production React, the app's CSS and French strings. It
 * times the first render (from `render()` to the first frame presented with the newest message on
 * screen), counts the DOM nodes, then scrolls the history from the bottom to the top and reports the
 * frame times. Results land in `window.__benchResult`.
 */
import '../../src/components/ui/styles/index.css'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { createActor } from 'xstate'
import type { Message } from '../../src/api/models/chat'
import { ConversationPanel } from '../../src/features/chat/conversation-panel'
import { createI18n } from '../../src/i18n/i18n'
import { conversationMachine } from '../../src/machines/conversation/conversation.machine'
import type { ChatMessage, ConversationContext } from '../../src/machines/conversation/conversation.types'

const ME = '10001'
const CONTACT = '20001'
const LINES = [
  'Bonsoir ! Tu as passé une bonne journée ?',
  'Oui, très bien merci, et toi ?',
  'Ça te dirait un verre jeudi soir vers le Vieux-Port ?',
  'Avec plaisir 😊 Je finis le travail à 19 h.',
  'Parfait, je connais un bar à vin très sympa. Il y a une terrasse chauffée et des tapas maison, tu vas adorer.',
  'Haha',
  'Tu préfères le cinéma ou les concerts ?',
]
const pad = (n: number) => String(n).padStart(2, '0')

function history(count: number): ChatMessage[] {
  const start = new Date(2026, 0, 1, 8, 0, 0).getTime()
  return Array.from({ length: count }, (_, i) => {
    const mine = i % 3 === 1
    const d = new Date(start + i * 60_000)
    const message: Message = {
      id: String(i + 1),
      date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`,
      recipientId: mine ? CONTACT : ME,
      recipientNickname: '',
      senderId: mine ? ME : CONTACT,
      senderNickname: mine ? 'Juliette75' : 'Sophie_Lyon',
      senderFirstname: '',
      text: `${LINES[i % LINES.length]} (${i + 1})`,
      state: 'sent',
      photoUrl: null,
      albumAction: null,
      sharedPhotoId: null,
    }
    return { ...message, clientId: null, failure: null, attempt: null }
  })
}

function context(count: number): ConversationContext {
  return {
    memberId: ME,
    contactId: CONTACT,
    inFlight: null,
    isPremium: true,
    details: {
      chatId: '1',
      connected: true,
      contact: {
        id: CONTACT,
        nickname: 'Sophie_Lyon',
        age: 31,
        firstname: 'Sophie',
        location: 'Lyon (69)',
        gender: '2',
        photos: [],
        avatar: null,
        isOnline: true,
        averageNote: null,
        userNote: null,
        totalVotes: 0,
      },
      credits: 42,
      eclairs: 0,
      myFirstPrivatePhoto: null,
      contactFirstPrivatePhoto: null,
      contactPhotos: [],
      alert: null,
    },
    messages: history(count),
    draft: '',
    outbox: [],
    written: 0,
    isBlacklisted: false,
    isContact: true,
    revealedPhotoIds: [],
    ownPhotos: [],
    loadFailure: null,
    listFailure: null,
    photosFailure: null,
  }
}

/** Resolves once the frame after `ready()` turned true has been presented. */
function presentedWhen(ready: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (!ready()) {
        requestAnimationFrame(check)
        return
      }
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now())
        channel.port2.postMessage(null)
      })
    }
    check()
  })
}

/** Scrolls the history to the top in `steps` jumps, one per frame; the frame durations. */
async function scrollFrames(region: HTMLElement, steps: number): Promise<number[]> {
  const frames: number[] = []
  const top = region.scrollTop
  let last = performance.now()
  for (let i = 1; i <= steps; i += 1) {
    region.scrollTop = top - (top * i) / steps
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const now = performance.now()
    frames.push(now - last)
    last = now
  }
  return frames
}

async function main() {
  const count = Number(new URLSearchParams(location.search).get('count') ?? 10_000)
  const i18n = await createI18n('fr', ['chat'])
  await i18n.loadNamespaces(['chat'])
  const actor = createActor(conversationMachine, {
    input: { memberId: ME, contactId: CONTACT },
    snapshot: conversationMachine.resolveState({
      value: { history: { ready: 'idle' }, outbox: 'idle', lists: 'idle', photoPicker: 'idle' },
      context: context(count),
    }),
  })
  const container = document.getElementById('root') as HTMLElement
  const started = performance.now()
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <ConversationPanel
        actorRef={actor}
        albumActorRef={null}
        contactNickname="Sophie_Lyon"
        isPremium
        isFavorite={false}
        onPickPhoto={() => {}}
      />
    </I18nextProvider>,
  )
  const newest = `li[aria-posinset="${count}"]`
  const shown = await presentedWhen(() => {
    const item = container.querySelector(newest)
    const region = container.querySelector('section[aria-label^="Messages avec"]')
    if (!item || !region) return false
    const a = item.getBoundingClientRect()
    const b = region.getBoundingClientRect()
    return a.bottom <= b.bottom + 1 && a.top >= b.top - 1
  })
  const domNodes = document.getElementsByTagName('*').length
  const rows = container.querySelectorAll('li[aria-posinset]').length
  const region = container.querySelector('section[aria-label^="Messages avec"]') as HTMLElement
  const frames = await scrollFrames(region, 120)
  ;(window as unknown as { __benchResult: unknown }).__benchResult = {
    count,
    firstRenderMs: shown - started,
    domNodes,
    renderedRows: rows,
    scrollFramesMs: frames,
    domNodesAfterScroll: document.getElementsByTagName('*').length,
  }
}

main().catch((error: unknown) => {
  ;(window as unknown as { __benchResult: unknown }).__benchResult = { error: String(error) }
})
