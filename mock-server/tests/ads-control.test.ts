/**
 * The ads control hook: a slot served to one member only (end-to-end tests serve a hostile ad this
 * way without touching anyone else's pages), forgotten on clear and on reset.
 */
import { describe, expect, it } from 'vitest'
import { getAds } from '../../src/api/ads'
import { clearStoredLogin } from '../../src/lib/stored-login'
import { resetDatabase } from '../node'
import { client, MOCK_BASE, setUpContractServer, signIn } from './contract-support'

setUpContractServer()

const HOSTILE = '<script>parent.postMessage("x", "*")</script>'

async function control(path: string, params: Record<string, string>) {
  const response = await fetch(`${MOCK_BASE}/__mock/${path}?${new URLSearchParams(params)}`, {
    method: 'POST',
  })
  return { status: response.status, body: await response.text() }
}

describe('/__mock/ads', () => {
  it("replaces one group for one member, and leaves everyone else's ads alone", async () => {
    const me = await signIn('free')
    const set = await control('ads', { member_id: me.userId, group: 'ad_account', script: HOSTILE })
    expect(set.status).toBe(200)

    const mine = await getAds()
    expect(mine.account).toHaveLength(1)
    expect(mine.account[0]).toMatchObject({
      html: HOSTILE,
      isBanner: true,
      forSubscribers: null,
      platform: 'all',
    })
    expect(mine.center.length).toBeGreaterThan(0)
    expect(mine.center[0]?.html).not.toBe(HOSTILE)

    await signIn('premium')
    expect((await getAds()).account[0]?.html).not.toBe(HOSTILE)
    clearStoredLogin()
    client.cache.clear()
    expect((await getAds()).account[0]?.html).not.toBe(HOSTILE)
  })

  it('is forgotten on clear and on reset', async () => {
    const me = await signIn('free')
    await control('ads', { member_id: me.userId, group: 'ad_account', script: HOSTILE })
    await control('ads/clear', { member_id: me.userId })
    client.cache.clear()
    expect((await getAds()).account[0]?.html).not.toBe(HOSTILE)

    await control('ads', { member_id: me.userId, group: 'ad_profile', script: HOSTILE })
    await resetDatabase()
    client.cache.clear()
    expect((await getAds()).profile[0]?.html).not.toBe(HOSTILE)
  })

  it('refuses an unknown member or group, and a missing script', async () => {
    const me = await signIn('free')
    expect((await control('ads', { member_id: '999999', group: 'ad_account', script: HOSTILE })).status).toBe(
      400,
    )
    expect(
      (await control('ads', { member_id: me.userId, group: 'ad_nowhere', script: HOSTILE })).status,
    ).toBe(400)
    expect((await control('ads', { member_id: me.userId, group: 'ad_account' })).status).toBe(400)
  })
})
