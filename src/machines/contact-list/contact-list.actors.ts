/** The call the contact lists make. */
import { fromPromise } from 'xstate'
import { cacheTags } from '../../api/cache-tags'
import { getContacts } from '../../api/chat'
import { defaultApiClient } from '../../api/client'
import type { ConversationContact } from '../../api/models/chat'
import type { LoadContactsInput } from './contact-list.types'

/** GET /ajax_api/load_contacts?filter; `fresh` drops the cached list first (cached 1 min otherwise). */
export const loadContacts = fromPromise<ConversationContact[], LoadContactsInput>(({ input }) => {
  if (input.fresh) defaultApiClient.cache.invalidate([cacheTags.contactList(input.filter)])
  return getContacts(input.filter)
})
