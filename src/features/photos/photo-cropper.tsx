/**
 * The cropper (cropperjs 2 web components): a square selection (aspect 1) over the photo, moved and
 * resized with the pointer, the photo dragged under it, zoomed only through the `zoom` prop (the
 * machine's 1-3 value; the wheel is ignored so the slider always tells the truth). Reports the
 * selection in the photo's own pixels through `onCrop`, once the photo has loaded and after every
 * change. Loaded only with the editor dialog: cropperjs never reaches the page's chunk.
 */
import 'cropperjs'
import type { CropperCanvas, CropperImage, CropperSelection } from 'cropperjs'
import { useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import type { CropData } from '../../machines/photo-editor/photo-editor.types'

export interface PhotoCropperProps {
  src: string
  alt: string
  zoom: number
  disabled?: boolean
  onCrop: (crop: CropData) => void
  className?: string
}

interface Rect {
  x: number
  y: number
  width: number
  height: number
}

interface Parts {
  canvas: CropperCanvas
  image: CropperImage
  selection: CropperSelection
  /** The image's scale once fitted (zoom 1); null until it has loaded. */
  baseScale: number | null
  /** Our own transform is being applied (the transform guard lets it through). */
  applying: boolean
}

function element<T extends HTMLElement>(tag: string, attributes: Record<string, string>): T {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  return node as T
}

/** The image's box relative to the canvas, in canvas CSS pixels (as the selection's). */
function imageBox(parts: Parts): Rect {
  const canvas = parts.canvas.getBoundingClientRect()
  const image = parts.image.$image.getBoundingClientRect()
  return { x: image.left - canvas.left, y: image.top - canvas.top, width: image.width, height: image.height }
}

/** The selection in the photo's own pixels, clipped to the photo; null when they do not overlap. */
export function cropInImagePixels(selection: Rect, image: Rect, naturalWidth: number): CropData | null {
  if (image.width <= 0) return null
  const k = naturalWidth / image.width
  const left = Math.max(selection.x, image.x)
  const top = Math.max(selection.y, image.y)
  const right = Math.min(selection.x + selection.width, image.x + image.width)
  const bottom = Math.min(selection.y + selection.height, image.y + image.height)
  if (right <= left || bottom <= top) return null
  const size = Math.min(right - left, bottom - top)
  return { x: (left - image.x) * k, y: (top - image.y) * k, width: size * k, height: size * k }
}

export function PhotoCropper({ src, alt, zoom, disabled = false, onCrop, className }: PhotoCropperProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const partsRef = useRef<Parts | null>(null)
  const onCropRef = useRef(onCrop)
  onCropRef.current = onCrop
  const zoomRef = useRef(zoom)
  zoomRef.current = zoom

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const canvas = element<CropperCanvas>('cropper-canvas', { background: '' })
    const image = element<CropperImage>('cropper-image', {
      src,
      alt,
      'initial-fit': 'contain',
      scalable: '',
      translatable: '',
    })
    const shade = element('cropper-shade', {})
    // Dragging outside the square moves the photo under it.
    const moveImage = element('cropper-handle', { action: 'move', plain: '' })
    const selection = element<CropperSelection>('cropper-selection', {
      'aspect-ratio': '1',
      'initial-coverage': '0.8',
      movable: '',
      resizable: '',
      outlined: '',
    })
    selection.append(
      // Decorative thirds; its rows and cells (ARIA roles inside its shadow root) mean nothing to a reader.
      element('cropper-grid', { bordered: '', covered: '', 'aria-hidden': 'true' }),
      element('cropper-handle', { action: 'move', 'theme-color': 'rgba(255, 255, 255, 0.35)' }),
      ...['ne-resize', 'nw-resize', 'se-resize', 'sw-resize'].map((action) =>
        element('cropper-handle', { action }),
      ),
    )
    canvas.append(image, shade, moveImage, selection)
    host.append(canvas)
    const parts: Parts = { canvas, image, selection, baseScale: null, applying: false }
    partsRef.current = parts
    let alive = true

    const report = (rect?: Rect) => {
      if (!alive || parts.baseScale === null) return
      const { x, y, width, height } = rect ?? selection
      const crop = cropInImagePixels({ x, y, width, height }, imageBox(parts), image.$image.naturalWidth)
      if (crop) onCropRef.current(crop)
    }

    const onSelectionChange = (event: Event) => {
      report((event as CustomEvent<Rect>).detail)
    }
    const onImageTransform = (event: Event) => {
      const { matrix, oldMatrix } = (event as CustomEvent<{ matrix: number[]; oldMatrix: number[] }>).detail
      // Only the slider zooms: a wheel or pinch zoom is refused, a drag (translation) is fine.
      if (!parts.applying && Math.abs((matrix[0] ?? 1) - (oldMatrix[0] ?? 1)) > 1e-9) {
        event.preventDefault()
        return
      }
      requestAnimationFrame(() => report())
    }
    selection.addEventListener('change', onSelectionChange)
    image.addEventListener('transform', onImageTransform)

    image
      .$ready()
      .then(async () => {
        await image.$nextTick()
        if (!alive) return
        image.$center('contain')
        parts.baseScale = image.$getTransform()[0] ?? 1
        applyZoom(parts, zoomRef.current)
        // Start from the largest centred square inside the photo, with a margin.
        const box = imageBox(parts)
        const size = Math.min(box.width, box.height) * 0.9
        selection.$change(box.x + (box.width - size) / 2, box.y + (box.height - size) / 2, size, size)
        report()
      })
      .catch(() => {
        // The photo failed to load: nothing to crop, confirm stays disabled.
      })

    return () => {
      alive = false
      selection.removeEventListener('change', onSelectionChange)
      image.removeEventListener('transform', onImageTransform)
      canvas.remove()
      partsRef.current = null
    }
  }, [src, alt])

  useEffect(() => {
    if (partsRef.current) applyZoom(partsRef.current, zoom)
  }, [zoom])

  useEffect(() => {
    const parts = partsRef.current
    if (parts) parts.canvas.disabled = disabled
  }, [disabled])

  return <div ref={hostRef} className={cx(frame, className)} />
}

/** Sets the photo's scale to `zoom` times its fitted scale, around its centre. */
function applyZoom(parts: Parts, zoom: number) {
  if (parts.baseScale === null) return
  const current = parts.image.$getTransform()[0] ?? 1
  const ratio = (parts.baseScale * zoom) / current
  if (!Number.isFinite(ratio) || Math.abs(ratio - 1) < 1e-9) return
  parts.applying = true
  try {
    parts.image.$scale(ratio)
  } finally {
    parts.applying = false
  }
}

const frame = css({
  w: 'full',
  maxW: '22rem',
  mx: 'auto',
  aspectRatio: 'square',
  borderRadius: 'lg',
  overflow: 'hidden',
  '& cropper-canvas': { display: 'block', w: 'full', h: 'full' },
})
