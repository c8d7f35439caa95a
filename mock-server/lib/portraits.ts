/**
 * The shipped portrait images (mock-server/assets/photos), shared by the generator script, the seed and
 * the handler that serves them. Photos are reused across members: 32 images for 300+ members is enough
 * for a page of results to look varied.
 */
export const PORTRAIT_COUNT = 32

/** Pixel width (square images) of each served size. */
export const PORTRAIT_SIZES = { normal: 600, medium: 300, small: 120 } as const

export type PhotoSize = keyof typeof PORTRAIT_SIZES

export const PHOTO_SIZES: readonly PhotoSize[] = ['normal', 'medium', 'small']

export function portraitFileName(index: number, size: PhotoSize): string {
  return `portrait-${String(index).padStart(2, '0')}-${size}.jpg`
}

/** Accepts only names the generator writes, so a path like `../x` never reaches the file system. */
export function isPortraitFileName(name: string): boolean {
  const m = /^portrait-(\d{2})-(normal|medium|small)\.jpg$/.exec(name)
  return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= PORTRAIT_COUNT
}
