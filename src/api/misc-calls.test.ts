import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  API_BASE,
  recordingHandler,
  type SeenRequest,
  startApiServer,
  testClient,
} from '../../tests/support/api/api-server'
import { sendMessage } from './chat'
import { ApiError, RefusedError } from './errors'
import { swipe } from './match'
import { getPaymentUrl } from './payment'
import { getCaptcha, reportMember } from './report'
import { searchCities } from './search'
import { starsToScore } from './votes'

const server = startApiServer()

describe('payment address', () => {
  it('is result.URL when the server answers it', async () => {
    server.use(
      http.get(`${API_BASE}/index_api/abo_pay2secure`, () =>
        HttpResponse.json({ result: { URL: 'https://pay.test/x' } }),
      ),
    )
    await expect(getPaymentUrl(testClient().client)).resolves.toBe('https://pay.test/x')
  })

  it('is where a redirect landed otherwise', async () => {
    server.use(
      http.get(`${API_BASE}/index_api/abo_pay2secure`, () =>
        HttpResponse.redirect(`${API_BASE}/provider/checkout?t=1`, 302),
      ),
      http.get(`${API_BASE}/provider/checkout`, () => HttpResponse.html('<form>carte</form>')),
    )
    await expect(getPaymentUrl(testClient().client)).resolves.toBe(`${API_BASE}/provider/checkout?t=1`)
  })

  it('is an ApiError carrying the body when neither came', async () => {
    server.use(http.get(`${API_BASE}/index_api/abo_pay2secure`, () => HttpResponse.json({ result: {} })))
    const error = await getPaymentUrl(testClient().client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).bodyText).toBe('{"result":{}}')
  })
})

describe('report', () => {
  it('fails with the server message when refused', async () => {
    server.use(
      http.post(`${API_BASE}/index_api/user/is_suspect`, () =>
        HttpResponse.json({ success: 0, message: 'Code de vérification incorrect' }),
      ),
    )
    const error = await reportMember({ id: '1', raison: 'minor', code: 'bad' }, testClient().client).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RefusedError)
    expect((error as RefusedError).serverMessage).toBe('Code de vérification incorrect')
  })

  it('reads the captcha as an image blob', async () => {
    server.use(
      http.get(
        `${API_BASE}/index_api/captcha`,
        () => new HttpResponse(new Uint8Array([137, 80]), { headers: { 'Content-Type': 'image/png' } }),
      ),
    )
    const blob = await getCaptcha(testClient().client)
    expect(blob.type).toBe('image/png')
    expect(blob.size).toBe(2)
  })
})

describe('sending a message', () => {
  it('returns the stored id and date when the server gives them', async () => {
    server.use(recordingHandler([], () => ({ success: 1, id: 501, date: '2026-11-02 10:00:00' })))
    await expect(sendMessage({ recipientId: '8', message: 'Hi' }, testClient().client)).resolves.toEqual({
      id: '501',
      date: '2026-11-02 10:00:00',
    })
  })

  it('succeeds on an empty answer', async () => {
    server.use(http.get(`${API_BASE}/ajax_api/send_message`, () => new HttpResponse(null)))
    await expect(sendMessage({ recipientId: '8', message: 'Hi' }, testClient().client)).resolves.toEqual({
      id: null,
      date: null,
    })
  })
})

describe('swipe', () => {
  it('says whether the like made a match', async () => {
    server.use(recordingHandler([], () => ({ success: 1, match: '1' })))
    await expect(swipe('4', 'like', testClient().client)).resolves.toEqual({ isMatch: true })
  })
})

describe('city search', () => {
  it('asks nothing for a blank query', async () => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen))
    await expect(searchCities('  ', testClient().client)).resolves.toEqual([])
    expect(seen).toHaveLength(0)
  })
})

describe('starsToScore', () => {
  it('doubles 1 to 5 stars and refuses anything else', () => {
    expect([1, 2, 3, 4, 5].map(starsToScore)).toEqual([2, 4, 6, 8, 10])
    expect(() => starsToScore(0)).toThrow(RangeError)
    expect(() => starsToScore(6)).toThrow(RangeError)
    expect(() => starsToScore(2.5)).toThrow(RangeError)
  })
})
