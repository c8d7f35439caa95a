/** How views read the contact lists. */
import type { SnapshotFrom } from 'xstate'
import type { contactListMachine } from './contact-list.machine'

type ContactListSnapshot = SnapshotFrom<typeof contactListMachine>

export const selectFilter = (snapshot: ContactListSnapshot) => snapshot.context.filter
export const selectContacts = (snapshot: ContactListSnapshot) => snapshot.context.contacts
/** Nothing to show yet: the list is being read for the first time. */
export const selectIsLoading = (snapshot: ContactListSnapshot) => snapshot.matches('loading')
/** The shown list is being read again in the background. */
export const selectIsRefreshing = (snapshot: ContactListSnapshot) => snapshot.matches({ ready: 'refreshing' })
/** The list could not be read at all. */
export const selectLoadFailure = (snapshot: ContactListSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.failure : null
/** The last background refresh failed (the list shown may be old). */
export const selectRefreshFailure = (snapshot: ContactListSnapshot) =>
  snapshot.matches('ready') ? snapshot.context.failure : null
/** Unread messages across the conversations shown. */
export const selectUnreadTotal = (snapshot: ContactListSnapshot) =>
  snapshot.context.contacts.reduce((sum, contact) => sum + contact.totalNewMessages, 0)
