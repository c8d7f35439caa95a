/** The call the favorites page makes. */
import { fromPromise } from 'xstate'
import { getContacts } from '../../api/chat'
import { ContactFilter, type ConversationContact } from '../../api/models/chat'

/** GET /ajax_api/load_contacts?filter=3: the member's favorites (spec section 7). */
export const loadFavorites = fromPromise<ConversationContact[]>(() => getContacts(ContactFilter.Friends))
