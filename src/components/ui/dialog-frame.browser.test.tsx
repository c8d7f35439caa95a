/**
 * `Dialog` and `Sheet` are one frame (`DialogFrame`) in two places: the same parts in the same order,
 * named the same way, the sheet only marked and placed at the bottom edge.
 */
import type { ReactElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import './styles/index.css'
import { createI18n } from '../../i18n/i18n'
import { Dialog } from './dialog'
import { Sheet } from './sheet'

/** Opens one (modal: the other would hide it), then reads its content's parts by their recipe slot. */
async function frameOf(element: ReactElement, name: string) {
  const screen = await render(element)
  const dialog = page.getByRole('dialog', { name })
  await expect.element(dialog).toBeInTheDocument()
  await expect.element(dialog.getByRole('button', { name: 'Fermer' })).toBeInTheDocument()
  const content = dialog.element()
  const frame = {
    parts: [...content.querySelectorAll('*')].flatMap((part) =>
      [...part.classList].filter((name) => name.startsWith('dialog__')),
    ),
    sheet: content.hasAttribute('data-sheet'),
  }
  await screen.unmount()
  return frame
}

describe('the dialog frame', () => {
  beforeAll(async () => {
    await createI18n('fr')
  })

  it('gives the dialog and the sheet the same parts, a title and a close button named Fermer', async () => {
    const dialog = await frameOf(
      <Dialog open title="Un dialogue">
        <p>Le corps du dialogue.</p>
      </Dialog>,
      'Un dialogue',
    )
    const sheet = await frameOf(
      <Sheet open title="Une feuille" onOpenChange={() => {}}>
        <p>Le corps de la feuille.</p>
      </Sheet>,
      'Une feuille',
    )
    expect(dialog.parts).toEqual(['dialog__header', 'dialog__title', 'dialog__body', 'dialog__closeTrigger'])
    expect(sheet.parts).toEqual(dialog.parts)
    expect([dialog.sheet, sheet.sheet]).toEqual([false, true])
  })
})
