/**
 * Sample data for the favorites list machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import type { ConversationContact } from '../../api/models/chat'
import { definePathFixtures } from '../../lib/path-fixtures'
import { favoritesListMachine } from './favorites-list.machine'
import type { FavoritesListEvent } from './favorites-list.types'

/** A favorite as the contacts call returns it (the machine's tests build their lists with it too). */
export function makeContact(id: string, nickname = `Membre${id}`): ConversationContact {
  return {
    id,
    nickname,
    lastMessageDate: null,
    lastMessageUserId: '',
    lastMessageId: '',
    lastMessage: '',
    isFriend: true,
    isBlacklisted: false,
    totalNewMessages: 0,
    needBlur: false,
    isOnline: false,
    avatarUrl: '',
  }
}

export const favorite = { ...makeContact('1', 'Julie'), isOnline: true }

export const events = [
  { type: 'favorites.retry' },
  { type: 'favorite.changed', memberId: '1', isFavorite: false },
  { type: 'xstate.done.actor.loadFavorites', output: [favorite] },
  { type: 'xstate.error.actor.loadFavorites', error: new Error('offline') },
] as AnyEventObject[] as FavoritesListEvent[]

// What tells two states of one value apart: the context the guards read.
export const serializeState = ({ value, context }: SnapshotFrom<typeof favoritesListMachine>) =>
  JSON.stringify([value, context.removedIds])

export const pathFixtures = definePathFixtures(favoritesListMachine, [{ events, serializeState }])
