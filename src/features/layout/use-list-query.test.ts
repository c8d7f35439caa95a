import { describe, expect, it } from 'vitest'
import { pageFromQuery, withListChanges } from './use-list-query'

describe('list query', () => {
  it('reads a whole page number, else page 1', () => {
    expect(pageFromQuery('3')).toBe(3)
    expect(pageFromQuery(null)).toBe(1)
    expect(pageFromQuery('0')).toBe(1)
    expect(pageFromQuery('2.5')).toBe(1)
    expect(pageFromQuery('abc')).toBe(1)
  })

  it('sets, removes and drops page 1, keeping the other parameters', () => {
    expect(withListChanges('modal=gallery', { page: 2 })).toBe('modal=gallery&page=2')
    expect(withListChanges('page=2&sex=1', { sex: '2', page: 1 })).toBe('sex=2')
    expect(withListChanges('tab=votes&page=3', { tab: null, page: null })).toBe('')
  })
})
