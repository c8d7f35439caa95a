/**
 * An `<img>` that shows the square its owner cropped, wherever a photo is shown small (My photos,
 * cards, the gallery's thumbnails, the online carousel). The crop is in the pixels of the photo's
 * `normal` size, so a cropped photo is drawn from that size: once it has loaded, its natural size
 * places the square in the frame; until then, and without a crop, the picture covers its frame.
 * The frame (the parent) is square, positioned and clips its overflow.
 */
import { type CSSProperties, type ImgHTMLAttributes, useState } from 'react'
import type { PhotoCrop } from '../../api/models/photo'
import { cropFile } from './cropped-source'

export interface CroppedImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Required, as on any picture: '' when the words next to it already say what it shows. */
  alt: string
  /** The saved crop, if any. */
  crop?: PhotoCrop | null | undefined
  /** The size the crop's pixels belong to (`normal`); without it the crop is not drawn. */
  cropSource?: string | undefined
}

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

export function CroppedImage({ alt, crop, cropSource, src, style, onLoad, ...rest }: CroppedImageProps) {
  const [natural, setNatural] = useState<{ src: string; width: number; height: number } | null>(null)
  const source = cropFile(crop, cropSource)
  const place = source && crop && natural?.src === source ? cropPlacement(crop, natural) : null
  return (
    <img
      {...rest}
      alt={alt}
      src={source ?? src}
      data-cropped={place ? '' : undefined}
      style={place ? { ...style, ...place } : style}
      onLoad={(event) => {
        const image = event.currentTarget
        if (source) setNatural({ src: source, width: image.naturalWidth, height: image.naturalHeight })
        onLoad?.(event)
      }}
    />
  )
}
