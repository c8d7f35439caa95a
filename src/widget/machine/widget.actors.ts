/**
 * The widget shell's actors. The chat's code is a view, so the machine never imports it: whoever
 * starts the machine hands over how to load it (`chatLoader`, through `.provide()`), as the app's
 * machines receive their actors. Without one, loading fails and the panel offers to retry.
 */
import { fromPromise } from 'xstate'

/** Loads the chat's code (its own chunk: sessions, sockets and conversations are not in the widget's first load). */
export const chatLoader = (load: () => Promise<unknown>) => fromPromise<unknown>(() => load())

/** The placeholder until a loader is provided. */
export const loadChat = chatLoader(() => Promise.reject(new Error('widget: no chat loader was provided')))
