import type { PhotoCrop } from '../../api/models/photo'

/**
 * The file a CroppedImage draws a crop from: the size the crop's pixels belong to (`cropSource`),
 * when there is a crop and that size; undefined otherwise (it then draws its `src`). Plain (no
 * React) so the page's start can name the same file before the app runs (src/app/largest-image.ts).
 */
export const cropFile = (
  crop: PhotoCrop | null | undefined,
  cropSource: string | undefined,
): string | undefined => (crop && cropSource ? cropSource : undefined)
