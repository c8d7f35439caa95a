// @vitest-environment node
/**
 * The widget's shell machine reaches no view: the chat's code is handed to it from outside. (That no
 * file of the widget, or of any other part of `src/`, imports another in a circle is src/imports.test.ts.)
 */
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importGraph, reachedFrom } from '../../tests/support/import-graph'

const WIDGET = resolve(__dirname)

describe('the widget’s imports', () => {
  it('never take the shell’s machine to a view', () => {
    const reached = reachedFrom(importGraph(WIDGET), join(WIDGET, 'machine/widget.machine.ts'))
    expect(
      [...reached].map((file) => relative(WIDGET, file)).filter((file) => file.endsWith('.tsx')),
    ).toEqual([])
  })
})
