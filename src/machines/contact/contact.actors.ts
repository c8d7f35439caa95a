/** The contact machine's call; tests and stories swap it with `.provide()`. */
import { fromPromise } from 'xstate'
import { sendContactForm } from '../../api/support'
import type { ContactSendInput } from './contact.types'

/** POST /index_api/contact (ours); throws `RefusedError` (server text) or `ApiError`. */
export const sendContactMessage = fromPromise<void, ContactSendInput>(({ input }) => sendContactForm(input))
