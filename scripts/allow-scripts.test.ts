// @vitest-environment node
/**
 * npm 11 asks a project to decide, per dependency, whether its install script runs (`allowScripts`
 * in package.json), and lists the undecided ones after every install. Every package the lockfile
 * marks with an install script has a decision here, so a fresh install prints no such list; npm 10
 * ignores the field and runs them all, which changes nothing for the ones denied (see README).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'))

describe('install scripts', () => {
  it('each has a decision in package.json’s allowScripts', () => {
    const lock = read('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> }
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    const decided = Object.keys(read('package.json').allowScripts ?? {}).map((name) =>
      name.replace(/(?<=.)@.*$/, ''),
    )
    expect(withScripts.length).toBeGreaterThan(0)
    expect([...new Set(withScripts)].filter((name) => !decided.includes(name))).toEqual([])
  })
})
