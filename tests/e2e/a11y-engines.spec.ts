/**
 * The accessibility checks can fail: a nameless button in the page and one in a frame are found by
 * axe (support/axe-run.ts, which loads axe once per document and finishes the run in the page) at
 * every call, including after the page changed, and by IBM Equal Access.
 */
import { runAxe } from './support/axe-run'
import { ibmViolations } from './support/ibm'
import { expect, test } from './support/test'

test('axe and IBM find a nameless button in the page and in a frame, call after call', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 15_000 })
  const clean = await runAxe(page, { resultTypes: ['violations'] })
  expect(clean.violations.find((v) => v.id === 'button-name')).toBeUndefined()

  await page.evaluate(async () => {
    const button = document.createElement('button')
    button.id = 'nameless-in-page'
    document.body.append(button)
    const frame = document.createElement('iframe')
    frame.title = 'Cadre de test'
    frame.srcdoc =
      '<!doctype html><html lang="fr"><title>t</title><button id="nameless-in-frame"></button></html>'
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
    document.body.append(frame)
    await loaded
  })
  for (const call of [1, 2]) {
    const results = await runAxe(page, { resultTypes: ['violations'] })
    const targets = results.violations
      .find((v) => v.id === 'button-name')
      ?.nodes.map((n) => n.target.join(' >> '))
    expect(targets, `call ${call}`).toEqual(
      expect.arrayContaining(['#nameless-in-page', 'iframe >> #nameless-in-frame']),
    )
  }
  const disabled = await runAxe(page, { resultTypes: ['violations'], disableRules: ['button-name'] })
  expect(disabled.violations.find((v) => v.id === 'button-name')).toBeUndefined()
  const excluded = await runAxe(page, { resultTypes: ['violations'], exclude: ['#nameless-in-page'] })
  expect(
    excluded.violations.find((v) => v.id === 'button-name')?.nodes.map((n) => n.target.join(' >> ')),
  ).toEqual(['iframe >> #nameless-in-frame'])

  const ibm = await ibmViolations(page)
  expect(ibm.map((v) => v.dom).join('\n')).toContain('button')
})
