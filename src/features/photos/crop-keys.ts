/**
 * The crop area's keys (the photo editor's cropper): what a key press asks of the square, kept apart
 * from the cropper so it is tested without cropperjs.
 */
import type { CropStep } from '../../machines/photo-editor/photo-editor.types'

export type CropKeyIntent = { move: [CropStep, CropStep] } | { resize: -1 | 1 }

const ARROWS: Record<string, [CropStep, CropStep]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/**
 * What a key asks of the crop area: arrows move, Shift + arrows resize (up and right as a slider
 * grows); null for anything else, and for Ctrl, Alt and Meta, which stay the browser's.
 */
export function cropKeyIntent(event: {
  key: string
  shiftKey: boolean
  ctrlKey: boolean
  altKey: boolean
  metaKey: boolean
}): CropKeyIntent | null {
  const arrow = ARROWS[event.key]
  if (!arrow || event.ctrlKey || event.altKey || event.metaKey) return null
  if (!event.shiftKey) return { move: arrow }
  return { resize: event.key === 'ArrowUp' || event.key === 'ArrowRight' ? 1 : -1 }
}
