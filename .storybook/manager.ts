/**
 * Keeps a machine story's session link (stories/support/statechart/session-url.ts) in the manager's
 * address, through the manager's own router, so it survives a change of colour mode or language and
 * is the address QA copies. The preview iframe reads it back from its own address when opened.
 */
import { addons } from 'storybook/manager-api'

addons.register('flirt/session-link', (api) => {
  api.on('flirt/session-link', ({ session }: { session: string | null }) => {
    api.applyQueryParams({ session }, { replace: true })
  })
})
