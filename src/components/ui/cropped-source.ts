import type { CSSProperties } from 'react'
import type { PhotoCrop } from '../../api/models/photo'

/**
 * The file a CroppedImage draws a crop from: the size the crop's pixels belong to (`cropSource`),
 * when there is a crop and that size; undefined otherwise (it then draws its `src`). Plain (no
 * React) so the page's first script can draw the same picture before the app runs
 * (src/app/largest-image.ts).
 */
export const cropFile = (
  crop: PhotoCrop | null | undefined,
  cropSource: string | undefined,
): string | undefined => (crop && cropSource ? cropSource : undefined)

/**
 * Where the whole picture goes so that the crop fills a square frame, in percentages of the frame
 * (its natural size is `natural`); null for a crop outside the picture.
 */
export function cropPlacement(
  crop: PhotoCrop,
  natural: { width: number; height: number },
): CSSProperties | null {
  if (natural.width <= 0 || natural.height <= 0) return null
  if (crop.x + crop.width > natural.width + 1 || crop.y + crop.height > natural.height + 1) return null
  const percent = (value: number) => `${Math.round(value * 10_000) / 100}%`
  return {
    position: 'absolute',
    maxWidth: 'none',
    objectFit: 'fill',
    left: percent(-crop.x / crop.width),
    top: percent(-crop.y / crop.height),
    width: percent(natural.width / crop.width),
    height: percent(natural.height / crop.height),
  }
}
