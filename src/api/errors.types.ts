/**
 * "METHOD /path", the endpoint an error came from (no query: it may hold a password). Apart from
 * errors.ts so session-expired.ts, which errors.ts re-exports, can name it without a circle.
 */
export type Endpoint = `${'GET' | 'POST'} /${string}`
