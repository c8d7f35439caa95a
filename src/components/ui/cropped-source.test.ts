import { describe, expect, it } from 'vitest'
import { cropPlacement } from './cropped-source'

describe('cropPlacement', () => {
  it('moves and scales the whole picture so the crop fills the frame', () => {
    expect(
      cropPlacement({ x: 150, y: 60, width: 300, height: 300 }, { width: 600, height: 800 }),
    ).toMatchObject({
      position: 'absolute',
      left: '-50%',
      top: '-20%',
      width: '200%',
      height: '266.67%',
    })
  })

  it('draws nothing for a crop outside the picture or a picture without a size', () => {
    expect(cropPlacement({ x: 500, y: 0, width: 300, height: 300 }, { width: 600, height: 600 })).toBeNull()
    expect(cropPlacement({ x: 0, y: 0, width: 300, height: 300 }, { width: 0, height: 0 })).toBeNull()
  })
})
