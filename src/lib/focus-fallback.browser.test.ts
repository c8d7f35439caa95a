/**
 * The focus does not fall on the document when its element is removed: it goes to the page's title,
 * unless something takes it first, the element is only hidden, or an Ark component owns it.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { keepFocusOnPage } from './focus-fallback'

let stop: () => void = () => {}
afterEach(() => {
  stop()
  document.body.replaceChildren()
})

function mount(html: string) {
  document.body.innerHTML = html
  stop = keepFocusOnPage(document)
}

const byId = (id: string) => document.getElementById(id) as HTMLElement
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('keepFocusOnPage', () => {
  it('moves the focus to the page title when the focused control is removed', async () => {
    mount('<h1 tabindex="-1" data-page-title>Mon compte</h1><button id="modify">Modifier</button>')
    byId('modify').focus()
    byId('modify').remove()
    expect(document.activeElement).toBe(document.body)
    await nextTask()
    expect(document.activeElement).toBe(document.querySelector('h1'))
  })

  it('leaves the focus to whatever takes it in the meantime', async () => {
    mount('<h1 tabindex="-1" data-page-title>Titre</h1><button id="a">A</button><button id="b">B</button>')
    byId('a').focus()
    byId('a').remove()
    byId('b').focus()
    await nextTask()
    expect(document.activeElement).toBe(byId('b'))
  })

  it('leaves a control that is only hidden (its owner shows it again) and Ark components alone', async () => {
    mount(
      '<h1 tabindex="-1" data-page-title>Titre</h1><div id="page"><button id="a">A</button></div>' +
        '<div data-scope="dialog"><button id="close">Fermer</button></div>',
    )
    byId('a').focus()
    byId('page').hidden = true
    await nextTask()
    expect(document.activeElement).not.toBe(document.querySelector('h1'))
    byId('close').focus()
    byId('close').remove()
    await nextTask()
    expect(document.activeElement).toBe(document.body)
  })

  it('does nothing once stopped', async () => {
    mount('<h1 tabindex="-1" data-page-title>Titre</h1><button id="a">A</button>')
    stop()
    byId('a').focus()
    byId('a').remove()
    await nextTask()
    expect(document.activeElement).toBe(document.body)
  })
})
