/**
 * A member page's largest photo, read from the page's first answer by the page's first script
 * (src/app/largest-image.ts) before the app runs (issue 38): the script draws it into the prerendered
 * shell and leaves it here, so the page's loading state, which the app renders over the shell, draws
 * the same picture in the same place instead of an empty frame until the page's data is in.
 */
import type { Photo } from './models/photo'

declare global {
  var __LARGEST_PHOTO__: { path: string; photo: Photo } | undefined
}

/** Leaves `photo` as the largest photo of the page at `path` (the first script). */
export function leaveLargestPhoto(path: string, photo: Photo): void {
  globalThis.__LARGEST_PHOTO__ = { path, photo }
}

/** The photo the first script left for the page at `path`, or null. */
export function largestPhotoOf(path: string): Photo | null {
  const left = globalThis.__LARGEST_PHOTO__
  return left?.path === path ? left.photo : null
}
