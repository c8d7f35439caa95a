/** How views read the visitors page. */
import type { SnapshotFrom } from 'xstate'
import type { visitorsMachine } from './visitors.machine'

type VisitorsSnapshot = SnapshotFrom<typeof visitorsMachine>

const currentList = (snapshot: VisitorsSnapshot) => snapshot.context.lists[snapshot.context.tab]

export const selectTab = (snapshot: VisitorsSnapshot) => snapshot.context.tab
export const selectGuests = (snapshot: VisitorsSnapshot) => currentList(snapshot).guests
/** The page on screen (the one asked for while it loads is `selectRequestedPage`). */
export const selectPage = (snapshot: VisitorsSnapshot) => Math.max(currentList(snapshot).shownPage, 1)
export const selectRequestedPage = (snapshot: VisitorsSnapshot) => currentList(snapshot).page
export const selectPageCount = (snapshot: VisitorsSnapshot) => currentList(snapshot).pageCount
export const selectTotal = (snapshot: VisitorsSnapshot) => currentList(snapshot).total
export const selectIsLoading = (snapshot: VisitorsSnapshot) => snapshot.matches('loading')
/** Loading with nothing of this tab on screen yet: 'Chargement...' instead of the list. */
export const selectIsFirstLoad = (snapshot: VisitorsSnapshot) =>
  snapshot.matches('loading') && currentList(snapshot).shownPage === 0
export const selectHasFailed = (snapshot: VisitorsSnapshot) => snapshot.matches('failed')
export const selectError = (snapshot: VisitorsSnapshot) => snapshot.context.error
/** Loaded, and nobody visited (or voted) yet. */
export const selectIsEmpty = (snapshot: VisitorsSnapshot) =>
  snapshot.matches('loaded') && currentList(snapshot).guests.length === 0
