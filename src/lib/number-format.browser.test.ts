import { describe, expect, it } from 'vitest'
import { differencesFromIntl } from './number-format.test-support'

describe('formatDecimal in Chromium', () => {
  it('writes what the browser’s Intl.NumberFormat writes, in each of the app’s languages', () => {
    expect(differencesFromIntl()).toEqual([])
  })
})
