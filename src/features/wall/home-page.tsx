/**
 * /app, the member's home (home-view.tsx): the signed-in member's welcome and news, and the recent
 * activity, which owns its actor.
 */
import { selectCurrentUser } from '../../machines/session/session.selectors'
import { SessionContext } from '../session/session-context'
import { HomeView } from './home-view'
import { RecentActivity } from './recent-activity'

export default function HomePage() {
  const user = SessionContext.useSelector(selectCurrentUser)
  return (
    <HomeView
      nickname={user?.nickname ?? ''}
      wallNews={user?.wallNews ?? 0}
      activity={<RecentActivity limit={8} landmark="complementary" />}
    />
  )
}
