/** The calls the visitors page makes. */
import { fromPromise } from 'xstate'
import type { GuestPage } from '../../api/models/social'
import { getVisitors, getVoters } from '../../api/social'
import type { LoadGuestsInput } from './visitors.types'

/** GET /index_api/guest/get/visites?page or /votes?page. */
export const loadGuests = fromPromise<GuestPage, LoadGuestsInput>(({ input }) =>
  input.tab === 'visits' ? getVisitors(input.page) : getVoters(input.page),
)
