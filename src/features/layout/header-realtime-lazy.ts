import { retryableLazy } from '../../lib/retryable-lazy'

/**
 * The header's realtime part (header-realtime.tsx), a chunk of its own: the member header renders it
 * once the realtime actors are there, and the realtime side loads it with its own chunk before its
 * turn (realtime-host.tsx), so it never suspends. Suspended, it was revealed after React's wait for
 * suspended content, in a timer's task with whatever else had come by then.
 */
export const HeaderRealtime = retryableLazy(() => import('./header-realtime'))
