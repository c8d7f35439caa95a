/** Wire shapes of buying premium (spec section 7 and ARCHITECTURE "Premium purchase"). */
import type { WireCommandResponse } from './common'

/**
 * GET /index_api/abo_pay2secure?version=3: "redirect or result.URL". When the server does not
 * redirect, it answers the card provider's address in `result.URL`.
 */
export type WirePayToSecureResponse = {
  result?: { URL?: string }
}

/** GET /index_api/abo_confirm?abo_id: not shown; a command answer. */
export type WireAboConfirmResponse = WireCommandResponse
