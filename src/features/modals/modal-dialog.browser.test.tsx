/**
 * Closing a routed dialog gives the focus back to what opened it even when the page behind went inert
 * before the dialog's focus trap started (the order varies with the machine's load; Chromium drops the
 * focus of an element that goes inert, so the trap then finds the document focused, and Ark alone
 * would hand the focus back to it). With the opener gone, the page's title takes it.
 */
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import '../../components/ui/styles/index.css'
import { createI18n } from '../../i18n/i18n'
import { ModalDialog } from './modal-dialog'

/** A page whose opener goes inert before the dialog shows, as the inert walk can on a busy machine. */
function Page({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false)
  const [inert, setInert] = useState(false)
  const [opener, setOpener] = useState(true)
  return (
    <div>
      <h1 tabIndex={-1} data-page-title>
        Mon compte
      </h1>
      <div inert={inert}>
        {opener ? (
          <button
            type="button"
            onClick={() => {
              setInert(true)
              setOpen(true)
            }}
          >
            Modifier mon compte
          </button>
        ) : null}
      </div>
      <ModalDialog
        open={open}
        onClose={() => {
          setInert(false)
          setOpen(false)
          if (removeOpener) setOpener(false)
        }}
        title="Résilier mon abonnement"
      >
        <input aria-label="Email" />
      </ModalDialog>
    </div>
  )
}

describe('ModalDialog', () => {
  beforeAll(async () => {
    await createI18n('fr')
  })

  it('hands the focus back to its opener, though the opener went inert before the trap started', async () => {
    await render(<Page />)
    const opener = page.getByRole('button', { name: 'Modifier mon compte' })
    ;(opener.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('dialog', { name: 'Résilier mon abonnement' })).toBeVisible()
    await expect.poll(() => document.activeElement?.getAttribute('aria-label')).toBe('Email')
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(opener).toHaveFocus()
  })

  it('hands it to the page title when the opener is gone', async () => {
    await render(<Page removeOpener />)
    ;(page.getByRole('button', { name: 'Modifier mon compte' }).element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => document.activeElement?.getAttribute('aria-label')).toBe('Email')
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('heading', { name: 'Mon compte' })).toHaveFocus()
  })
})
