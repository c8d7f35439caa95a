/**
 * Turns what happens (lib/events.ts) into realtime frames for the member it happens to, in French:
 * a message, a visit, a vote, a favorite, a like, a match, an album request or answer.
 */
import { db } from '../db/database'
import { type MockEvent, onMockEvent } from '../lib/events'
import { photoUrl } from '../lib/serialize'
import { sqlDateTime } from '../lib/time'
import { memberById } from '../services/members'
import { REALTIME_ACTIONS, realtimeFrame } from './frames'
import { pushTo } from './hub'

function deliver(event: MockEvent): void {
  switch (event.type) {
    case 'message': {
      const m = event.message
      const sender = memberById(m.from_id)
      if (!sender) return
      const photo = m.photo_id === null ? undefined : db.photos.findFirst((q) => q.where({ id: m.photo_id! }))
      pushTo(m.to_id, (base) =>
        realtimeFrame(REALTIME_ACTIONS.message, sender, m.msg, `Nouveau message de ${sender.pseudo}`, base, {
          id_msg: String(m.id),
          chatID: String(m.conversation_id),
          date: sqlDateTime(m.date),
          ...(photo ? { photo: photoUrl(photo, 'medium', base) } : {}),
        }),
      )
      return
    }
    case 'visit': {
      const visitor = memberById(event.visitorId)
      if (!visitor) return
      pushTo(event.visitedId, (base) =>
        realtimeFrame(
          REALTIME_ACTIONS.visit,
          visitor,
          `${visitor.pseudo} a visité votre profil`,
          'Nouvelle visite',
          base,
        ),
      )
      return
    }
    case 'vote': {
      const voter = memberById(event.voterId)
      if (!voter) return
      pushTo(event.targetId, (base) =>
        realtimeFrame(
          REALTIME_ACTIONS.vote,
          voter,
          `${voter.pseudo} a noté votre photo ${event.score / 2}/5`,
          'Nouveau vote',
          base,
          {
            num: String(event.photoNum),
            score: String(event.score),
          },
        ),
      )
      return
    }
    case 'favorite': {
      const owner = memberById(event.ownerId)
      if (!owner) return
      pushTo(event.targetId, (base) =>
        realtimeFrame(
          REALTIME_ACTIONS.favorite,
          owner,
          `${owner.pseudo} vous a ajouté à ses favoris`,
          'Nouveau favori',
          base,
        ),
      )
      return
    }
    case 'like': {
      const from = memberById(event.fromId)
      if (!from) return
      pushTo(event.toId, (base) =>
        realtimeFrame(REALTIME_ACTIONS.like, from, `${from.pseudo} vous a liké`, 'Nouveau like', base),
      )
      return
    }
    case 'match': {
      const a = memberById(event.aId)
      const b = memberById(event.bId)
      if (!a || !b) return
      pushTo(b.id, (base) =>
        realtimeFrame(
          REALTIME_ACTIONS.match,
          a,
          `Vous avez un match avec ${a.pseudo} !`,
          "C'est un match !",
          base,
        ),
      )
      pushTo(a.id, (base) =>
        realtimeFrame(
          REALTIME_ACTIONS.match,
          b,
          `Vous avez un match avec ${b.pseudo} !`,
          "C'est un match !",
          base,
        ),
      )
      return
    }
    case 'album_request': {
      const from = memberById(event.fromId)
      if (!from) return
      pushTo(event.toId, (base) =>
        realtimeFrame(
          REALTIME_ACTIONS.albumRequest,
          from,
          `${from.pseudo} souhaite voir votre album privé`,
          "Demande d'accès à l'album",
          base,
        ),
      )
      return
    }
    case 'album_answer': {
      const from = memberById(event.fromId)
      if (!from) return
      const text = event.accepted
        ? `${from.pseudo} vous a donné accès à son album privé`
        : `${from.pseudo} a refusé votre demande d'accès à son album`
      pushTo(event.toId, (base) =>
        realtimeFrame(REALTIME_ACTIONS.albumAnswer, from, text, 'Réponse à votre demande', base, {
          accepted: event.accepted ? '1' : '0',
        }),
      )
      return
    }
  }
}

let installed = false

/** Starts pushing events to sockets (idempotent). */
export function installNotifications(): void {
  if (installed) return
  installed = true
  onMockEvent(deliver)
}
