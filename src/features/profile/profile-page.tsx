import { RoutePlaceholder } from '../placeholder/route-placeholder'

/** Placeholder until the feature lands: the page's title only. */
export default function ProfilePage() {
  return <RoutePlaceholder title="routes.profile" />
}
