/** Pictures for the photo stories: drawn SVGs as data URLs (no network, any size). */
import type { Photo } from '../../src/api/models/photo'

const HUES = [210, 280, 340, 20, 150, 50]

/** A `width` x `height` picture: a coloured background, a circle, and a label. */
export function pictureUrl(label: string, hue: number, width = 600, height = 600): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 70% 55%)"/>` +
    `<circle cx="${width / 2}" cy="${height * 0.42}" r="${Math.min(width, height) * 0.2}" fill="hsl(${hue} 80% 85%)"/>` +
    `<text x="50%" y="82%" font-family="Arial" font-size="${Math.min(width, height) / 8}" text-anchor="middle" fill="#fff">${label}</text>` +
    '</svg>'
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export function storyPhoto(id: string, extra: Partial<Photo> = {}): Photo {
  const url = pictureUrl(`Photo ${id}`, HUES[Number(id) % HUES.length] ?? 200)
  return {
    id,
    num: id,
    normal: url,
    medium: url,
    small: url,
    visibility: 'public',
    isMain: false,
    votes: 0,
    note: null,
    userRating: null,
    ...extra,
  }
}

/** Five photos: the first is main, the third and fifth private. */
export const STORY_PHOTOS: Photo[] = [
  storyPhoto('1', { isMain: true }),
  storyPhoto('2'),
  storyPhoto('3', { visibility: 'private' }),
  storyPhoto('4'),
  storyPhoto('5', { visibility: 'private' }),
]
