import { describe, expect, it } from 'vitest'
import { pageWindow } from './pagination'

describe('pageWindow', () => {
  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 20)).toEqual([1, null, 4, 5, 6, null, 20])
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20])
  })

  it('fills a gap of one page with that page rather than an ellipsis', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10])
    expect(pageWindow(7, 10)).toEqual([1, null, 6, 7, 8, 9, 10])
  })
})
