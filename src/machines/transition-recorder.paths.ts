/** Where each test file's recorded transitions wait to be merged (transition-recorder.setup.ts). */
import { join } from 'node:path'

export const recordDir = join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '.cache',
  'transitions-by-tests',
)
export const recordFile = join(import.meta.dirname, 'transitions-by-tests.json')
