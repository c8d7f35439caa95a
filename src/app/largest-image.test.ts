import { afterEach, describe, expect, it } from 'vitest'
import type { Photo } from '../api/models/photo'
import type { ProfileCard } from '../api/models/profile'
import { clearPreloadedImages, firstCardPhoto, preloadLargestImage, shownPhotoUrl } from './largest-image'

const photo = (over: Partial<Photo> = {}): Photo => ({
  id: '1',
  num: '1',
  normal: 'https://api.test/p/1-normal.jpg',
  medium: 'https://api.test/p/1-medium.jpg',
  small: 'https://api.test/p/1-small.jpg',
  visibility: 'public',
  isMain: true,
  votes: 0,
  note: null,
  userRating: null,
  ...over,
})

describe('shownPhotoUrl', () => {
  it('is the size asked for when the photo has no crop', () => {
    expect(shownPhotoUrl(photo(), 'medium')).toBe('https://api.test/p/1-medium.jpg')
    expect(shownPhotoUrl(photo(), 'normal')).toBe('https://api.test/p/1-normal.jpg')
  })

  it('is the normal size when a crop is drawn from it', () => {
    const cropped = photo({ crop: { x: 10, y: 20, width: 300, height: 300 } })
    expect(shownPhotoUrl(cropped, 'medium')).toBe('https://api.test/p/1-normal.jpg')
  })

  it('is the same file for a blurred photo, and nothing for a locked one or none', () => {
    expect(shownPhotoUrl(photo({ visibility: 'blur' }), 'medium')).toBe('https://api.test/p/1-medium.jpg')
    expect(shownPhotoUrl(photo({ visibility: 'locked' }), 'medium')).toBeNull()
    expect(shownPhotoUrl(null, 'medium')).toBeNull()
    expect(shownPhotoUrl(photo({ normal: '', medium: '', small: '' }), 'medium')).toBeNull()
  })

  it('takes the first card of a list, or nothing from an empty one', () => {
    const card = { avatar: photo() } as ProfileCard
    expect(firstCardPhoto([card], 'normal')).toBe('https://api.test/p/1-normal.jpg')
    expect(firstCardPhoto([], 'normal')).toBeNull()
  })
})

describe('preloadLargestImage', () => {
  afterEach(() => {
    clearPreloadedImages()
    for (const link of document.head.querySelectorAll('link[data-largest-image]')) link.remove()
  })

  it('asks for the picture once, as an image with high priority', () => {
    preloadLargestImage('https://api.test/p/1-medium.jpg')
    preloadLargestImage('https://api.test/p/1-medium.jpg')
    preloadLargestImage(null)
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[data-largest-image]')
    expect(links).toHaveLength(1)
    const [link] = links
    expect(link?.rel).toBe('preload')
    expect(link?.getAttribute('as')).toBe('image')
    expect(link?.getAttribute('fetchpriority')).toBe('high')
    expect(link?.href).toBe('https://api.test/p/1-medium.jpg')
  })
})
