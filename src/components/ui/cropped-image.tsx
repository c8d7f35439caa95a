/**
 * An `<img>` that shows the square its owner cropped, wherever a photo is shown small (My photos,
 * cards, the gallery's thumbnails, the online carousel). The crop is in the pixels of the photo's
 * `normal` size, so a cropped photo is drawn from that size: once it has loaded, its natural size
 * places the square in the frame; until then, and without a crop, the picture covers its frame.
 * The frame (the parent) is square, positioned and clips its overflow.
 */
import { type ImgHTMLAttributes, useState } from 'react'
import type { PhotoCrop } from '../../api/models/photo'
import { cropFile, cropPlacement } from './cropped-source'

export interface CroppedImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Required, as on any picture: '' when the words next to it already say what it shows. */
  alt: string
  /** The saved crop, if any. */
  crop?: PhotoCrop | null | undefined
  /** The size the crop's pixels belong to (`normal`); without it the crop is not drawn. */
  cropSource?: string | undefined
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
