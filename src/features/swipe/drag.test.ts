import { describe, expect, it } from 'vitest'
import {
  DRAG_THRESHOLD_MIN_PX,
  dragChoice,
  dragProgress,
  dragRotation,
  dragThreshold,
  FLING_MIN_PX,
  FLING_VELOCITY,
  isSwipeKeyTarget,
  releaseVelocity,
} from './drag'

describe('swipe drag', () => {
  it('needs 30% of the card width, and at least 80 px', () => {
    expect(dragThreshold(400)).toBe(120)
    expect(dragThreshold(100)).toBe(DRAG_THRESHOLD_MIN_PX)
  })

  it('likes to the right, passes to the left, snaps back in between', () => {
    expect(dragChoice(120, 400)).toBe('like')
    expect(dragChoice(119, 400)).toBeNull()
    expect(dragChoice(-120, 400)).toBe('dislike')
    expect(dragChoice(-50, 400)).toBeNull()
    expect(dragChoice(0, 400)).toBeNull()
  })

  it('takes a fling short of the threshold, the way it goes, never a slow or tiny one', () => {
    expect(dragChoice(FLING_MIN_PX, 400, FLING_VELOCITY)).toBe('like')
    expect(dragChoice(-60, 400, -1.2)).toBe('dislike')
    expect(dragChoice(60, 400, FLING_VELOCITY - 0.01)).toBeNull()
    expect(dragChoice(FLING_MIN_PX - 1, 400, 2)).toBeNull()
    // Flung back against the way the card went: no choice.
    expect(dragChoice(60, 400, -2)).toBeNull()
    expect(dragChoice(-60, 400, 2)).toBeNull()
  })

  it('measures the release velocity over the last 100 ms only', () => {
    expect(releaseVelocity([])).toBe(0)
    expect(releaseVelocity([{ x: 10, t: 5 }])).toBe(0)
    // Slow for a second, then 60 px in the last 50 ms: 1.2 px/ms.
    const samples = [
      { x: 0, t: 0 },
      { x: 20, t: 1000 },
      { x: 50, t: 1025 },
      { x: 80, t: 1050 },
    ]
    expect(releaseVelocity(samples)).toBeCloseTo(1.2)
    expect(
      releaseVelocity([
        { x: 100, t: 0 },
        { x: 40, t: 60 },
      ]),
    ).toBe(-1)
  })

  it('shows progress up to the threshold and leans a little', () => {
    expect(dragProgress(60, 400)).toBe(0.5)
    expect(dragProgress(-500, 400)).toBe(1)
    expect(dragRotation(200, 400)).toBe(6)
    expect(dragRotation(-4000, 400)).toBe(-12)
    expect(dragRotation(10, 0)).toBe(12)
  })
})

describe('page-wide swipe keys', () => {
  it('swipe from the page, a button or a link', () => {
    document.body.innerHTML = '<main><button>J’aime</button><a href="#">x</a></main>'
    expect(isSwipeKeyTarget(document.body)).toBe(true)
    expect(isSwipeKeyTarget(document.querySelector('button'))).toBe(true)
    expect(isSwipeKeyTarget(document.querySelector('a'))).toBe(true)
    expect(isSwipeKeyTarget(null)).toBe(true)
  })

  it('leave fields, sliders, tabs, menus and dialogs alone', () => {
    document.body.innerHTML = `
      <input id="i" /><textarea id="t"></textarea>
      <div role="slider" id="s" tabindex="0"></div>
      <div role="menu"><div role="menuitem" id="m" tabindex="0"></div></div>
      <div role="dialog"><button id="d">ok</button></div>
      <div contenteditable="true" id="c"></div>`
    for (const id of ['i', 't', 's', 'm', 'd', 'c']) {
      expect(isSwipeKeyTarget(document.getElementById(id)), id).toBe(false)
    }
  })
})
