import { describe, expect, it } from 'vitest'
import { contact as makeContact } from '../../machines/contact-list/contact-list.test-support'
import { makeCard } from '../../machines/swipe-deck/swipe-deck.test-support'
import {
  chatHref,
  fromContact,
  fromProfileCard,
  noteOutOfFive,
  photoSource,
  profileHref,
} from './member-display'

describe('member display', () => {
  it('links to the profile and the chat by slug (spec section 2)', () => {
    expect(profileHref({ id: '42', nickname: 'Élodie 33' })).toBe('/app/users/elodie-33-42')
    expect(chatHref({ id: '42', nickname: 'Élodie 33' })).toBe('/app/chat/elodie-33-42')
  })

  it('takes the photo size asked for, falls back to the big one, and marks blurred photos', () => {
    const card = makeCard('7')
    expect(fromProfileCard(card).photo).toEqual({ url: 'https://img.test/7-m.jpg', blurred: false })
    expect(fromProfileCard(card, 'normal').photo?.url).toBe('https://img.test/7.jpg')
    const blurred = { ...card.avatar!, visibility: 'blur' as const, small: '' }
    expect(photoSource(blurred, 'small')).toEqual({ url: 'https://img.test/7.jpg', blurred: true })
    expect(photoSource(null, 'small')).toBeNull()
    expect(photoSource({ ...blurred, normal: '' }, 'small')).toBeNull()
  })

  it('reads a contact (favorites) with what it has', () => {
    const member = fromContact(
      makeContact({
        id: '9',
        nickname: 'Zoé',
        isFriend: true,
        needBlur: true,
        isOnline: true,
        avatarUrl: 'https://img.test/9.jpg',
      }),
    )
    expect(member).toEqual({
      id: '9',
      nickname: 'Zoé',
      age: null,
      location: '',
      photo: { url: 'https://img.test/9.jpg', blurred: true },
      isOnline: true,
      averageNote: null,
    })
  })

  it("carries a contact's saved crop and the size it belongs to (favorites)", () => {
    const contact = makeContact({
      id: '9',
      nickname: 'Zoé',
      isFriend: true,
      avatarUrl: 'https://img.test/9-s.jpg',
    })
    const crop = { x: 150, y: 60, width: 300, height: 300 }
    expect(fromContact({ ...contact, avatarCrop: { crop, source: 'https://img.test/9.jpg' } }).photo).toEqual(
      { url: 'https://img.test/9-s.jpg', blurred: false, crop, cropSource: 'https://img.test/9.jpg' },
    )
    expect(fromContact(contact).photo).toEqual({ url: 'https://img.test/9-s.jpg', blurred: false })
  })

  it('shows the average note (out of 10) on the 5-star scale', () => {
    expect(noteOutOfFive(7.6)).toBe(3.8)
    expect(noteOutOfFive(10)).toBe(5)
    expect(noteOutOfFive(3.3)).toBe(1.7)
  })
})
