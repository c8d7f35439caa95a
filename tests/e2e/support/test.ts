/**
 * The `test` every spec uses: Playwright's, plus
 *  - `signIn(who?)`: logs a demo account in against the mock server and seeds its stored login
 *    before the app starts (the page then opens as that member);
 *  - a guard that fails a test when the page throws an uncaught error (an exception in the app is a
 *    bug even when the assertions pass).
 */
import { test as base, expect } from '@playwright/test'
import { type StoredLogin, seedStoredLogin } from './auth'
import { type DemoAccount, demoLogin } from './mock'

export const test = base.extend<{
  signIn: (who?: DemoAccount) => Promise<StoredLogin>
  failOnPageError: undefined
}>({
  signIn: async ({ page, request }, use) => {
    await use(async (who = 'premium') => {
      const login = await demoLogin(request, who)
      await seedStoredLogin(page, login)
      return login
    })
  },
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}\n${error.stack ?? ''}`))
      await use(undefined)
      expect(errors, `uncaught error(s) in the page:\n${errors.join('\n\n')}`).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
