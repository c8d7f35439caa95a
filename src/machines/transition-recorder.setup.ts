/**
 * The unit project's setup file: with `RECORD_TRANSITIONS=1` it records the transitions each test
 * file takes (transition-recorder.ts); otherwise it loads nothing, so ordinary runs pay nothing.
 */
if (process.env.RECORD_TRANSITIONS) await import('./transition-recorder')

export {}
