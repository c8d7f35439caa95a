/**
 * Shared by the discovery stories (swipe deck, matches, wall, activities, visitors, favorites):
 * members with drawn portraits (inline SVG, no network), and a memory router so links never leave
 * the story.
 */
import type { Decorator } from '@storybook/react-vite'
import { type ReactNode, useState } from 'react'
import { Router } from 'wouter'
import type { ConversationContact } from '../../src/api/models/chat'
import type { Photo } from '../../src/api/models/photo'
import type { ProfileCard } from '../../src/api/models/profile'
import type { ActivityItem, ActivityKind } from '../../src/api/models/social'
import { makeContact } from '../../src/machines/favorites-list/favorites-list.fixtures'
import { CurrentUrl, createMemoryHistory } from '../support/memory-router'

const NAMES = [
  ['Juliette', 29, 'Paris (75)'],
  ['Camille', 34, 'Lyon (69)'],
  ['Léa', 26, 'Marseille (13)'],
  ['Manon', 41, 'Bordeaux (33)'],
  ['Chloé', 23, 'Lille (59)'],
  ['Sarah', 37, 'Nantes (44)'],
  ['Inès', 31, 'Toulouse (31)'],
  ['Emma', 28, 'Nice (06)'],
  ['Zoé', 45, 'Rennes (35)'],
  ['Louise', 52, 'Strasbourg (67)'],
  ['Alice', 30, 'Montpellier (34)'],
  ['Clara', 27, 'Dijon (21)'],
] as const

/** A portrait drawn as SVG: a coloured background and a face, one hue per member. */
export function portrait(index: number): string {
  const hue = (index * 47) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="hsl(${hue},55%,72%)"/><circle cx="150" cy="160" r="70" fill="hsl(${hue},35%,45%)"/><ellipse cx="150" cy="380" rx="120" ry="110" fill="hsl(${hue},35%,45%)"/></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

function photo(index: number, overrides: Partial<Photo> = {}): Photo {
  const url = portrait(index)
  return {
    id: `p${index}`,
    num: '1',
    normal: url,
    medium: url,
    small: url,
    visibility: 'public',
    isMain: true,
    votes: 3,
    note: 7.4,
    userRating: null,
    ...overrides,
  }
}

/** Member `index` (0-based) of the fixtures, id 20000 + index. */
export function member(index: number, overrides: Partial<ProfileCard> = {}): ProfileCard {
  const [nickname, age, location] = NAMES[index % NAMES.length]!
  const main = photo(index)
  return {
    id: String(20000 + index),
    nickname: index < NAMES.length ? nickname : `${nickname}${index}`,
    age,
    firstname: nickname,
    location,
    gender: '2',
    photos: [main],
    avatar: main,
    isOnline: index % 3 === 0,
    averageNote: index % 2 === 0 ? 7.6 : null,
    userNote: null,
    totalVotes: index % 2 === 0 ? 12 : 0,
    ...overrides,
  }
}

export const members = (count: number, from = 0) => Array.from({ length: count }, (_, i) => member(from + i))

export function activity(index: number, kind: ActivityKind, hoursAgo = index + 1): ActivityItem {
  const date = new Date(Date.UTC(2026, 10, 21, 18, 0) - hoursAgo * 3_600_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  const activityDate = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00`
  return { ...member(index), activity: kind, activityDate }
}

export function contact(index: number, overrides: Partial<ConversationContact> = {}): ConversationContact {
  const card = member(index)
  // The contacts call's defaults are the machine's fixture's: only the card's face and presence differ.
  return {
    ...makeContact(card.id, card.nickname),
    isOnline: card.isOnline,
    avatarUrl: portrait(index),
    ...overrides,
  }
}

/** A wouter router on a memory URL, with the current URL shown under the story. */
function MemoryApp({ path, children }: { path: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(path))
  return (
    <Router hook={history.hook} searchHook={history.searchHook}>
      {children}
      <CurrentUrl />
    </Router>
  )
}

/** Every story runs on a memory URL: `parameters.path`, or '/app' by default. */
export const withMemoryRouter: Decorator = (Story, { parameters }) => (
  <MemoryApp path={typeof parameters.path === 'string' ? parameters.path : '/app'}>
    <Story />
  </MemoryApp>
)

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
