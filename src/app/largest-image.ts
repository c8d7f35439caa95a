/**
 * A member page's largest picture, from the page's first answer, before the app runs (issue 38): the
 * first result's photo, the swipe deck's top card, a profile's main photo. The page's first script
 * (first-calls-script.ts) hands each page's first answer here as it arrives:
 *
 * - the photo is asked for at once, with high priority (a `<link rel="preload" as="image"
 *   fetchpriority="high">`); the `<img>` the page renders later takes it from the memory cache (same
 *   URL, no `crossorigin` on either), so it is asked once. Before, the request left when the app's
 *   own start read the answer, after its ~230 kB of scripts (the first script holds no such weight);
 * - on a profile, the results and the swipe deck, whose loading states have the photo's frame
 *   (profile-skeleton.tsx, search-result-skeleton.tsx, swipe-skeleton.tsx, prerendered into the
 *   shell), the photo is drawn into that frame as soon as the HTML is parsed, and left for the app
 *   (src/api/largest-photo-handover.ts), whose loading state draws it in the same place: the page's
 *   largest paint no longer waits for the app's scripts, which on a phone's network arrive well
 *   after the answer and the photo.
 *
 * Which photo and which size is the components' choice (profile-card.tsx, swipe-card.tsx,
 * profile-view.tsx); `tests/e2e/page-load.spec.ts` checks that the URL preloaded here is the one the
 * page's high-priority `<img>` shows, and `first-paint.spec.ts` that the drawn photo is where the
 * page puts it, so they cannot drift apart silently. Pure data readers and DOM only: this runs
 * inlined in every member page's head.
 */
import { leaveLargestPhoto } from '../api/largest-photo-handover'
import type { Photo } from '../api/models/photo'
import { readFullProfile } from '../api/normalize/profile'
import { readMatchCards } from '../api/normalize/profile-card'
import { normalizeSearchResult } from '../api/normalize/search'
import { cropFile, cropPlacement } from '../components/ui/cropped-source'
import { photoSource } from '../features/social/member-display'
import { afterNextPaint } from '../lib/after-next-paint'
import type { PagePath } from './page-routes'

export type ShownSize = 'medium' | 'normal'

interface PagePhoto {
  /** The largest photo in the answer to the page's first read (first-calls.ts), if any. */
  photo: (answer: unknown) => Photo | null
  /** The size the page draws it at. */
  size: ShownSize
  /** Drawn into the shell before the app runs: the page's loading state has its frame. */
  drawn: boolean
}

export const LARGEST_PHOTOS: Partial<Record<PagePath, PagePhoto>> = {
  // The first result's photo (profile-card.tsx: medium), in its loading state's first card frame
  // (search-result-skeleton.tsx, results-placeholders.tsx).
  '/app/search/result': {
    photo: (answer) => normalizeSearchResult(answer).profiles[0]?.avatar ?? null,
    size: 'medium',
    drawn: true,
  },
  // The deck's top card (swipe-card.tsx: normal), in its loading state's card frame
  // (swipe-skeleton.tsx, swipe-deck-placeholder.tsx).
  '/app/swipe': {
    photo: (answer) => readMatchCards(answer)[0]?.avatar ?? null,
    size: 'normal',
    drawn: true,
  },
  // The main photo (profile-view.tsx: medium), in its loading state's frame (profile-skeleton.tsx).
  '/app/users/:userSlug': { photo: (answer) => readFullProfile(answer).avatar, size: 'medium', drawn: true },
}

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

/** Drawn as it is before the app runs: shown in full, not blurred behind the premium offer or locked. */
export const drawnBeforeApp = (photo: Photo | null | undefined, size: ShownSize): photo is Photo =>
  !!photo && (photo.visibility === 'public' || photo.visibility === 'private') && photo[size] !== ''

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

/**
 * Draws `photo` into the shell's photo frame (`[data-largest-photo]`, inside the prerendered shell
 * only: once the app has rendered, the frame is React's to fill), as PhotoImage draws it: an `<img>`
 * with the class the frame names (`data-image-class`), a crop placed once its natural size is known
 * (CroppedImage's rule). Nothing when the shell has no empty frame.
 */
export function drawLargestPhoto(photo: Photo, size: ShownSize, doc: Document = document): Promise<void> {
  const frame = doc.querySelector<HTMLElement>('[data-shell-content] [data-largest-photo]')
  if (!frame || frame.firstChild || !drawnBeforeApp(photo, size)) return Promise.resolve()
  const source = photoSource(photo, size)
  if (!source) return Promise.resolve()
  const file = cropFile(source.crop, source.cropSource)
  const image = doc.createElement('img')
  image.alt = ''
  image.decoding = 'async'
  image.draggable = false
  image.setAttribute('fetchpriority', 'high')
  image.className = frame.dataset.imageClass ?? ''
  const { crop } = source
  if (file && crop)
    image.addEventListener(
      'load',
      () => {
        const place = cropPlacement(crop, { width: image.naturalWidth, height: image.naturalHeight })
        if (!place) return
        Object.assign(image.style, place)
        image.dataset.cropped = ''
      },
      { once: true },
    )
  // Painted: loaded and decoded (an async-decoded picture may miss the next frame otherwise), or
  // failed, then the frame that shows it.
  const painted = new Promise<void>((resolve) => {
    const shown = () => afterNextPaint(resolve)
    image.addEventListener('load', () => void image.decode().then(shown, shown), { once: true })
    image.addEventListener('error', shown, { once: true })
  })
  image.src = file ?? source.url
  frame.append(image)
  return painted
}

/**
 * Settles once the next frame is on screen (afterNextPaint: in a hidden tab, which gets no frames,
 * after a short timeout): what the first script drew is painted.
 */
export const whenPainted = () => new Promise<void>((resolve) => afterNextPaint(resolve))

/**
 * Runs `draw` once the document's body is parsed (the first script runs in its head): when the
 * document turns `interactive`, not at DOMContentLoaded, which comes only after the page's module
 * scripts are downloaded and run (the app's first route, about 90 kB: on a slow phone's network the
 * photo or the words waited for them).
 */
export function whenParsed(doc: Document, draw: () => Promise<void>): Promise<void> {
  if (doc.readyState !== 'loading') return draw()
  return new Promise((resolve) => {
    const parsed = () => {
      if (doc.readyState === 'loading') return
      doc.removeEventListener('readystatechange', parsed)
      resolve(draw())
    }
    doc.addEventListener('readystatechange', parsed)
  })
}

declare global {
  /**
   * Set by the first script on a page that draws its largest paint (a photo; the home page's words:
   * early-home.ts): settles once it is painted.
   */
  var __LARGEST_PAINT__: Promise<void> | undefined
}

/**
 * The first script's part for the page at `path`: reads the largest photo from `answer` (the page's
 * first read, on its way), asks for it, and on a page that draws it, draws it and leaves it for the
 * app. Reads a copy of the answer, taken before anyone else reads it, so the API client still takes
 * the answer itself (first-calls-handover.ts). Settles once the drawn photo is painted (at once when
 * nothing is drawn); never rejects: the page works without it.
 */
export function showLargestPhoto(
  path: PagePath,
  answer: Promise<Response>,
  doc: Document = document,
): Promise<void> {
  const page = LARGEST_PHOTOS[path]
  if (!page) return Promise.resolve()
  return answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((json: unknown) => {
      if (json === null) return
      const photo = page.photo(json)
      preloadLargestImage(shownPhotoUrl(photo, page.size), doc)
      if (!page.drawn || !drawnBeforeApp(photo, page.size)) return
      leaveLargestPhoto(doc.location.pathname, photo)
      return whenParsed(doc, () => drawLargestPhoto(photo, page.size, doc))
    })
    .catch(() => {})
}
