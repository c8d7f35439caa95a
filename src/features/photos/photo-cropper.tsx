/**
 * The cropper (cropperjs 2 web components): a square selection (aspect 1) over the photo, moved and
 * resized with the pointer, the photo dragged under it, zoomed only through the `zoom` prop (the
 * machine's 1-3 value; the wheel is ignored so the slider always tells the truth). Reports the
 * selection in the photo's own pixels through `onCrop`, and the part of the photo it shows through
 * `onArea`, once the photo has loaded and after every change. Loaded only with the editor dialog:
 * cropperjs never reaches the page's chunk.
 *
 * cropperjs has no keyboard handling of its own we can use (its `keyboard` option listens on the
 * whole document), so the frame itself is the focusable crop area: arrows ask to move the square,
 * Shift + arrows to resize it (up and right bigger, down and left smaller), through `onMove` and
 * `onResize`; the machine computes the square and the `crop` prop brings it back to be shown.
 */
import 'cropperjs'
import type { CropperCanvas, CropperImage, CropperSelection } from 'cropperjs'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import type { CropData, CropStep } from '../../machines/photo-editor/photo-editor.types'
import { cropKeyIntent } from './crop-keys'

export interface PhotoCropperProps {
  src: string
  alt: string
  zoom: number
  /** The square as the machine holds it, in the photo's pixels; shown when it differs from the selection. */
  crop: CropData | null
  disabled?: boolean
  onCrop: (crop: CropData) => void
  /** The part of the photo shown, in its own pixels (all of it at zoom 1). */
  onArea: (area: CropData) => void
  /** Arrow keys: one step along x and y. */
  onMove: (dx: CropStep, dy: CropStep) => void
  /** Shift + arrow keys: one step bigger (1) or smaller (-1). */
  onResize: (by: -1 | 1) => void
  /** The crop area's accessible name. */
  label: string
  /** Ids of what describes the crop area (its keys, the square's place and size). */
  describedBy?: string
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
  /** The machine's square is being shown: the selection's change is ours, not the member's. */
  showing: boolean
  /** The area last reported, to report it only when it changes. */
  area: CropData | null
}

function element<T extends HTMLElement>(tag: string, attributes: Record<string, string>): T {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  return node as T
}

/** The image's box relative to the canvas, in canvas CSS pixels (as the selection's). */
function imageBox(parts: Parts): Rect {
  // From the image's matrix (scaled about its centre, from the canvas's corner), not from
  // getBoundingClientRect: the dialog's opening animation scales what the screen measures, and the
  // same square would come out a few pixels different from one opening to the next.
  const [a = 1, , , d = 1, e = 0, f = 0] = parts.image.$getTransform()
  const { naturalWidth: width, naturalHeight: height } = parts.image.$image
  return { x: e + (width * (1 - a)) / 2, y: f + (height * (1 - d)) / 2, width: width * a, height: height * d }
}

/** Fits the photo in the canvas (contain) and centres it, computed in CSS pixels for the same reason. */
function fitImage(parts: Parts) {
  const { offsetWidth: canvasWidth, offsetHeight: canvasHeight } = parts.canvas
  const { naturalWidth: width, naturalHeight: height } = parts.image.$image
  const scale = Math.min(canvasWidth / width, canvasHeight / height)
  if (!Number.isFinite(scale) || scale <= 0) return
  parts.applying = true
  try {
    parts.image.$setTransform(scale, 0, 0, scale, (canvasWidth - width) / 2, (canvasHeight - height) / 2)
  } finally {
    parts.applying = false
  }
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

/** The part of the photo inside the canvas, in the photo's own pixels; null when none is. */
export function visibleArea(
  canvas: { width: number; height: number },
  image: Rect,
  naturalWidth: number,
): CropData | null {
  if (image.width <= 0) return null
  const k = naturalWidth / image.width
  const left = Math.max(0, image.x)
  const top = Math.max(0, image.y)
  const right = Math.min(canvas.width, image.x + image.width)
  const bottom = Math.min(canvas.height, image.y + image.height)
  if (right <= left || bottom <= top) return null
  // To the hundredth: an 800-pixel photo must not come out 799.9999999 wide and lose a pixel.
  const hundredth = (value: number) => Math.round(value * 100) / 100
  return {
    x: hundredth((left - image.x) * k),
    y: hundredth((top - image.y) * k),
    width: hundredth((right - left) * k),
    height: hundredth((bottom - top) * k),
  }
}

const sameRect = (a: CropData | null, b: CropData) =>
  a !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height

export function PhotoCropper({
  src,
  alt,
  zoom,
  crop,
  disabled = false,
  onCrop,
  onArea,
  onMove,
  onResize,
  label,
  describedBy,
  className,
}: PhotoCropperProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const partsRef = useRef<Parts | null>(null)
  const onCropRef = useRef({ onCrop, onArea })
  onCropRef.current = { onCrop, onArea }
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
    const parts: Parts = {
      canvas,
      image,
      selection,
      baseScale: null,
      applying: false,
      showing: false,
      area: null,
    }
    partsRef.current = parts
    let alive = true

    const report = (rect?: Rect) => {
      if (!alive || parts.baseScale === null) return
      const { x, y, width, height } = rect ?? selection
      const box = imageBox(parts)
      const { naturalWidth } = image.$image
      const area = visibleArea({ width: canvas.offsetWidth, height: canvas.offsetHeight }, box, naturalWidth)
      if (area && !sameRect(parts.area, area)) {
        parts.area = area
        onCropRef.current.onArea(area)
      }
      const crop = cropInImagePixels({ x, y, width, height }, box, naturalWidth)
      if (crop) onCropRef.current.onCrop(crop)
    }

    const onSelectionChange = (event: Event) => {
      if (!parts.showing) report((event as CustomEvent<Rect>).detail)
    }
    const onImageTransform = (event: Event) => {
      const { matrix, oldMatrix } = (event as CustomEvent<{ matrix: number[]; oldMatrix: number[] }>).detail
      // Only the slider zooms: a wheel or pinch zoom is refused, a drag (translation) is fine. Until
      // the photo is fitted (baseScale still null) the scaling is cropperjs's or ours: refusing it
      // left the photo at its natural size, most of it outside the frame.
      const scaled = Math.abs((matrix[0] ?? 1) - (oldMatrix[0] ?? 1)) > 1e-9
      if (scaled && parts.baseScale !== null && !parts.applying) {
        event.preventDefault()
        return
      }
      requestAnimationFrame(() => report())
    }
    selection.addEventListener('change', onSelectionChange)
    image.addEventListener('transform', onImageTransform)

    // Our own load listener, added after cropperjs's (it sizes the image on load): `$ready()` answers
    // at once for a photo already in the cache, before that, and the fit came out wrong.
    new Promise<void>((resolve, reject) => {
      image.$image.addEventListener('load', () => resolve(), { once: true })
      image.$image.addEventListener('error', () => reject(new Error('photo not loaded')), { once: true })
    })
      .then(async () => {
        await image.$nextTick()
        if (!alive) return
        fitImage(parts)
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
    if (partsRef.current && crop) showCrop(partsRef.current, crop)
  }, [crop])

  useEffect(() => {
    const parts = partsRef.current
    if (parts) parts.canvas.disabled = disabled
  }, [disabled])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const intent = cropKeyIntent(event)
    if (!intent) return
    // The arrows would scroll the dialog.
    event.preventDefault()
    if (disabled) return
    if ('move' in intent) onMove(...intent.move)
    else onResize(intent.resize)
  }

  return (
    <div
      ref={hostRef}
      role="application"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the crop area is operated with the arrow keys.
      tabIndex={0}
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      className={cx(frame, className)}
    />
  )
}

/**
 * Puts the selection where the machine's square is, unless it is already there to within a pixel
 * (the machine's square is the selection's, rounded): the change it fires is not reported back.
 */
function showCrop(parts: Parts, crop: CropData) {
  if (parts.baseScale === null) return
  const box = imageBox(parts)
  const naturalWidth = parts.image.$image.naturalWidth
  if (box.width <= 0 || naturalWidth <= 0) return
  const k = box.width / naturalWidth
  const x = box.x + crop.x * k
  const y = box.y + crop.y * k
  const size = crop.width * k
  const { selection } = parts
  const close = (a: number, b: number) => Math.abs(a - b) < 1
  if (close(selection.x, x) && close(selection.y, y) && close(selection.width, size)) return
  parts.showing = true
  try {
    selection.$change(x, y, size, size)
  } finally {
    parts.showing = false
  }
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
  _focusVisible: {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
})
