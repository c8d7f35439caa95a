import { RoutePlaceholder } from '../placeholder/route-placeholder'

/** Placeholder until the feature lands: the page's title only. */
export default function OnlinePage() {
  return <RoutePlaceholder title="routes.searchOnline" />
}
