/**
 * A member page's largest picture, asked for as soon as the page's first answer names it (issue 38,
 * item 2): the first result's photo, the swipe deck's top card, a profile's main photo. Before, the
 * request left only when React drew the `<img>`, once the app's ~230 kB of scripts had run: on a cold
 * visit over a phone's network the photo then still had its round trip and its bytes to come after
 * the page was drawn. A `<link rel="preload" as="image" fetchpriority="high">` added when the answer
 * is in (src/app/early-start.ts) fetches it while the scripts arrive; the `<img>` the page renders
 * later takes it from the memory cache (same URL, no `crossorigin` on either), so it is asked once.
 *
 * Which photo and which size is the components' choice (profile-card.tsx, swipe-card.tsx,
 * profile-view.tsx); `tests/e2e/page-load.spec.ts` checks that the URL preloaded here is the one the
 * page's high-priority `<img>` shows, so the two cannot drift apart silently.
 */
import type { Photo } from '../api/models/photo'
import type { ProfileCard } from '../api/models/profile'
import { cropFile } from '../components/ui/cropped-source'
import { photoSource } from '../features/social/member-display'

export type ShownSize = 'medium' | 'normal'

/**
 * The file an `<img>` of `photo` at `size` shows, by the components' own rules: the size's URL
 * (photoSource), or the `normal` size a saved crop is drawn from (CroppedImage's cropFile). Null for
 * a photo the viewer cannot see (locked: a padlock is drawn instead). A blurred photo is the same
 * file, drawn blurred.
 */
export function shownPhotoUrl(photo: Photo | null | undefined, size: ShownSize): string | null {
  if (photo?.visibility === 'locked') return null
  const source = photoSource(photo ?? null, size)
  return source ? (cropFile(source.crop, source.cropSource) ?? source.url) : null
}

/** The first card's photo, at the size its page draws it. */
export const firstCardPhoto = (cards: readonly ProfileCard[], size: ShownSize): string | null =>
  shownPhotoUrl(cards[0]?.avatar, size)

const preloaded = new Set<string>()

/** Asks for `url` now, with high priority, once per page load. */
export function preloadLargestImage(url: string | null, doc: Document = document): void {
  if (!url || preloaded.has(url)) return
  preloaded.add(url)
  const link = doc.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = url
  link.setAttribute('fetchpriority', 'high')
  link.dataset.largestImage = ''
  doc.head.append(link)
}

/** Forgets what was preloaded (tests). */
export function clearPreloadedImages(): void {
  preloaded.clear()
}
