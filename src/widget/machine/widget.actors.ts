/** The widget shell's actors, live versions; tests swap them with `.provide()`. */
import { fromPromise } from 'xstate'

/** Loads the chat's code (its own chunk: sessions, sockets and conversations are not in the widget's first load). */
export const loadChat = fromPromise<unknown>(() => import('../chat/chat-app'))
