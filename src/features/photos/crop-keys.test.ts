import { describe, expect, it } from 'vitest'
import { cropKeyIntent } from './crop-keys'

const key = (
  k: string,
  mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {},
) => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
})

describe('crop area keys', () => {
  it('moves the square one step with the arrows', () => {
    expect(cropKeyIntent(key('ArrowLeft'))).toEqual({ move: [-1, 0] })
    expect(cropKeyIntent(key('ArrowRight'))).toEqual({ move: [1, 0] })
    expect(cropKeyIntent(key('ArrowUp'))).toEqual({ move: [0, -1] })
    expect(cropKeyIntent(key('ArrowDown'))).toEqual({ move: [0, 1] })
  })

  it('resizes with Shift: up and right bigger, down and left smaller', () => {
    expect(cropKeyIntent(key('ArrowUp', { shiftKey: true }))).toEqual({ resize: 1 })
    expect(cropKeyIntent(key('ArrowRight', { shiftKey: true }))).toEqual({ resize: 1 })
    expect(cropKeyIntent(key('ArrowDown', { shiftKey: true }))).toEqual({ resize: -1 })
    expect(cropKeyIntent(key('ArrowLeft', { shiftKey: true }))).toEqual({ resize: -1 })
  })

  it('leaves other keys, and arrows with Ctrl, Alt or Meta, to the browser', () => {
    for (const k of ['Tab', 'Enter', ' ', 'Escape', 'Home', 'a', '+'])
      expect(cropKeyIntent(key(k)), k).toBeNull()
    expect(cropKeyIntent(key('ArrowLeft', { ctrlKey: true }))).toBeNull()
    expect(cropKeyIntent(key('ArrowLeft', { altKey: true }))).toBeNull()
    expect(cropKeyIntent(key('ArrowLeft', { metaKey: true, shiftKey: true }))).toBeNull()
  })
})
