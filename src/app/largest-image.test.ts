import { afterEach, describe, expect, it, vi } from 'vitest'
import { largestPhotoOf } from '../api/largest-photo-handover'
import type { Photo } from '../api/models/photo'
import {
  clearPreloadedImages,
  drawLargestPhoto,
  LARGEST_PHOTOS,
  preloadLargestImage,
  showLargestPhoto,
  shownPhotoUrl,
  whenParsed,
} from './largest-image'

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

/** The prerendered shell's frame, as profile-skeleton.tsx renders it. */
function shellFrame(): HTMLElement {
  document.body.innerHTML =
    '<div data-shell-content><span data-largest-photo data-image-class="pic"></span></div>'
  return document.querySelector('[data-largest-photo]') as HTMLElement
}

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))

afterEach(() => {
  clearPreloadedImages()
  for (const link of document.head.querySelectorAll('link[data-largest-image]')) link.remove()
  document.body.innerHTML = ''
  globalThis.__LARGEST_PHOTO__ = undefined
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
})

describe('the pages’ largest photos, read from their first answers', () => {
  it('takes the first result, the top card, the main photo', () => {
    const wire = {
      id: 5,
      normal: 'https://api.test/p/5-normal.jpg',
      medium: 'https://api.test/p/5-medium.jpg',
    }
    const search = LARGEST_PHOTOS['/app/search/result']
    const swipe = LARGEST_PHOTOS['/app/swipe']
    const profile = LARGEST_PHOTOS['/app/users/:userSlug']
    expect(search?.photo({ result: [{ id: 1, pseudo: 'Léa', photos: [wire] }] })?.medium).toBe(wire.medium)
    expect(search?.photo({ result: [] })).toBeNull()
    expect(
      swipe?.photo({ result: { tab_profils: [{ id: 1, pseudo: 'Léa', photos: [wire] }] } })?.normal,
    ).toBe(wire.normal)
    expect(profile?.photo({ result: { id: 1, pseudo: 'Léa', main_photo: wire } })?.medium).toBe(wire.medium)
  })
})

describe('preloadLargestImage', () => {
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

describe('drawLargestPhoto', () => {
  it('draws the photo into the shell’s empty frame, with the class the frame names', () => {
    const frame = shellFrame()
    drawLargestPhoto(photo(), 'medium')
    const image = frame.querySelector('img')
    expect(image?.src).toBe('https://api.test/p/1-medium.jpg')
    expect(image?.className).toBe('pic')
    expect(image?.alt).toBe('')
    expect(image?.getAttribute('fetchpriority')).toBe('high')
    drawLargestPhoto(photo({ medium: 'https://api.test/p/2.jpg' }), 'medium')
    expect(frame.querySelectorAll('img')).toHaveLength(1)
  })

  it('draws a crop from the normal size', () => {
    const frame = shellFrame()
    drawLargestPhoto(photo({ crop: { x: 0, y: 0, width: 10, height: 10 } }), 'medium')
    expect(frame.querySelector('img')?.src).toBe('https://api.test/p/1-normal.jpg')
  })

  it('draws nothing blurred or locked, and nothing outside the prerendered shell', () => {
    const frame = shellFrame()
    drawLargestPhoto(photo({ visibility: 'blur' }), 'medium')
    drawLargestPhoto(photo({ visibility: 'locked' }), 'medium')
    expect(frame.querySelector('img')).toBeNull()
    document.body.innerHTML = '<div><span data-largest-photo data-image-class="pic"></span></div>'
    drawLargestPhoto(photo(), 'medium')
    expect(document.querySelector('img')).toBeNull()
  })
})

describe('showLargestPhoto', () => {
  const wire = { id: 5, normal: 'https://api.test/p/5-normal.jpg', medium: 'https://api.test/p/5-medium.jpg' }

  it('on a profile: asks for the photo, draws it and leaves it for the app, the answer still whole', async () => {
    const frame = shellFrame()
    const response = answer({ result: { id: 5, pseudo: 'Léa', main_photo: wire } })
    let painted = false
    const shown = showLargestPhoto('/app/users/:userSlug', response).then(() => {
      painted = true
    })
    await vi.waitFor(() => expect(frame.querySelector('img')).not.toBeNull())
    expect(document.head.querySelector<HTMLLinkElement>('link[data-largest-image]')?.href).toBe(wire.medium)
    expect(frame.querySelector('img')?.src).toBe(wire.medium)
    expect(largestPhotoOf(location.pathname)?.medium).toBe(wire.medium)
    expect(largestPhotoOf('/app/users/someone-else-9')).toBeNull()
    // Settles once the photo is painted (main.tsx then asks for the app's scripts), not before.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(painted).toBe(false)
    frame.querySelector('img')?.dispatchEvent(new Event('load'))
    await shown
    expect(painted).toBe(true)
    // The API client takes the answer itself afterwards.
    expect(await (await response).json()).toEqual({ result: { id: 5, pseudo: 'Léa', main_photo: wire } })
  })

  it('on the swipe deck: asks for the top card’s photo at its normal size, draws it and leaves it for the app', async () => {
    const frame = shellFrame()
    const shown = showLargestPhoto(
      '/app/swipe',
      answer({ result: { tab_profils: [{ id: 5, photos: [wire] }] } }),
    )
    await vi.waitFor(() => expect(frame.querySelector('img')).not.toBeNull())
    expect(document.head.querySelector<HTMLLinkElement>('link[data-largest-image]')?.href).toBe(wire.normal)
    expect(frame.querySelector('img')?.src).toBe(wire.normal)
    expect(largestPhotoOf(location.pathname)?.normal).toBe(wire.normal)
    frame.querySelector('img')?.dispatchEvent(new Event('load'))
    await shown
  })

  it('does nothing with a failed answer, and never rejects', async () => {
    const frame = shellFrame()
    await showLargestPhoto('/app/users/:userSlug', answer({ error: 'x' }, 500))
    await showLargestPhoto('/app/users/:userSlug', Promise.reject(new TypeError('offline')))
    await showLargestPhoto('/app/chat', answer({ result: [] }))
    expect(document.head.querySelector('link[data-largest-image]')).toBeNull()
    expect(frame.querySelector('img')).toBeNull()
  })
})

describe('whenParsed', () => {
  it('draws once the body is parsed (interactive), not waiting for DOMContentLoaded, and once', async () => {
    let state: DocumentReadyState = 'loading'
    const doc = new EventTarget()
    Object.defineProperty(doc, 'readyState', { get: () => state })
    const draw = vi.fn(async () => {})
    const drawn = whenParsed(doc as unknown as Document, draw)
    doc.dispatchEvent(new Event('readystatechange'))
    expect(draw).not.toHaveBeenCalled()
    // The page's module scripts would still be on their way: DOMContentLoaded has not fired.
    state = 'interactive'
    doc.dispatchEvent(new Event('readystatechange'))
    await drawn
    expect(draw).toHaveBeenCalledTimes(1)
    state = 'complete'
    doc.dispatchEvent(new Event('readystatechange'))
    expect(draw).toHaveBeenCalledTimes(1)
  })
})
