/**
 * Every handler of the mock backend, in the order msw tries them: the API areas, the control endpoint,
 * and the realtime socket. The three runners (browser.ts, node.ts, standalone.ts) start from this one
 * list, so they answer alike.
 */
import type { AnyHandler } from 'msw'
import { accountHandlers } from './handlers/account'
import { adHandlers } from './handlers/ads'
import { authHandlers } from './handlers/auth'
import { chatHandlers } from './handlers/chat'
import { controlHandlers } from './handlers/control'
import { matchHandlers } from './handlers/match'
import { paymentHandlers } from './handlers/payment'
import { photoHandlers } from './handlers/photos'
import { profileEditHandlers } from './handlers/profile-edit'
import { reportHandlers } from './handlers/report'
import { searchHandlers } from './handlers/search'
import { socialHandlers } from './handlers/social'
import { supportHandlers } from './handlers/support'
import { userHandlers } from './handlers/users'
import { voteHandlers } from './handlers/votes'
import { corsPreflight } from './lib/http'
import { installRealtime, socketHandler } from './ws/socket-handler'

installRealtime()

export const httpHandlers = [
  ...corsPreflight,
  ...authHandlers,
  ...userHandlers,
  ...socialHandlers,
  ...chatHandlers,
  ...matchHandlers,
  ...voteHandlers,
  ...searchHandlers,
  ...reportHandlers,
  ...profileEditHandlers,
  ...accountHandlers,
  ...paymentHandlers,
  ...adHandlers,
  ...photoHandlers,
  ...supportHandlers,
  ...controlHandlers,
]

export const handlers: AnyHandler[] = [...httpHandlers, socketHandler]
