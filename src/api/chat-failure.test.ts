import { describe, expect, it } from 'vitest'
import { toChatFailure } from './chat-failure'
import { ApiError, RefusedError } from './errors'

describe('toChatFailure', () => {
  it('keeps the server text of a refusal', () => {
    expect(toChatFailure(new RefusedError('GET /ajax_api/send_message', ' Plus de crédits '))).toEqual({
      code: 'refused',
      message: 'Plus de crédits',
    })
  })

  it('tells a missing answer from a server error', () => {
    expect(toChatFailure(new ApiError(0, '', 'GET /ajax_api/send_message'))).toEqual({ code: 'offline' })
    expect(toChatFailure(new ApiError(500, 'boom', 'GET /ajax_api/send_message'))).toEqual({ code: 'failed' })
    expect(toChatFailure(new Error('anything'))).toEqual({ code: 'failed' })
  })
})
