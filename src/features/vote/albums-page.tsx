import { RoutePlaceholder } from '../placeholder/route-placeholder'

/** Placeholder until the feature lands: the page's title only. */
export default function AlbumsPage() {
  return <RoutePlaceholder title="routes.albums" />
}
