import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, SimulatedClock } from 'xstate'
import { adsMachine } from './ads.machine'

describe('ads: a QA session replayed', () => {
  it('reaches loading', () => {
    // Invoked actors never answer by themselves: their answers are steps of the session.
    const stubs = Object.fromEntries(
      Object.keys(adsMachine.implementations.actors).map((key) => [key, fromCallback(() => {})]),
    )
    const machine = adsMachine.provide({ actors: stubs } as never)
    const clock = new SimulatedClock()
    const snapshot = machine.resolveState({
      value: "loading",
      context: {
        "ads": null,
        "viewer": {
          "gender": "2",
          "isPremium": false,
          "platform": "desktop"
        },
        "now": 0
      },
    } as Parameters<typeof machine.resolveState>[0])
    // Restored, not started afresh: no input is read, nothing of the start state is entered again.
    const actor = createActor(machine, { snapshot, clock } as never).start()
    actor.send({
      "type": "xstate.error.actor.fetchAds",
      "error": {
        "name": "Error",
        "message": "Hors ligne"
      }
    } as never)
    expect(actor.getSnapshot().value).toEqual("failed")
    actor.send({
      "type": "viewer.change",
      "viewer": {
        "gender": "1",
        "isPremium": true,
        "platform": "desktop"
      }
    } as never)
    expect(actor.getSnapshot().value).toEqual("failed")
    clock.increment(3600000)
    expect(actor.getSnapshot().value).toEqual("loading")
    actor.stop()
  })
})
