/** A member's photos as the mock server holds them, read through the API rather than the app. */
import { type APIRequestContext, expect } from '@playwright/test'
import { E2E_BUILD_ENV, MOCK_URL } from './e2e-env'
import type { TestMember } from './members'

export interface OwnPhoto {
  num: string
  normal: string
  is_main?: string | number
  is_private?: string | number
  crop: { x: number; y: number; width: number; height: number } | null
}

export async function ownPhotos(request: APIRequestContext, member: TestMember): Promise<OwnPhoto[]> {
  const response = await request.get(`${MOCK_URL}/index_api/user_edit_photos`, {
    params: { session_id: member.login.session_id },
    headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { photos: OwnPhoto[] }).photos
}

/** The API's flags are '1', 1 or true. */
export const isSet = (flag: unknown) => flag === '1' || flag === 1 || flag === true
