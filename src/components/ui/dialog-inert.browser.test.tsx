/**
 * An open dialog makes the page behind it inert, not only aria-hidden (issue 24: the login dialog left
 * 17 links and buttons behind it in the tab order): nothing outside takes the focus, the backdrop and
 * live regions stay live, and closing gives everything back.
 */
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import './styles/index.css'
import { createI18n } from '../../i18n/i18n'
import { Dialog } from './dialog'

function Page() {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <a href="#here">Un lien derrière</a>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <div role="status">Annonce</div>
      <Dialog open={open} onOpenChange={(details) => setOpen(details.open)} title="Un dialogue">
        <p>Le corps du dialogue.</p>
      </Dialog>
    </div>
  )
}

describe('an open dialog', () => {
  beforeAll(async () => {
    await createI18n('fr')
  })

  it('makes everything behind it inert, except live regions, until it closes', async () => {
    const screen = await render(<Page />)
    const link = page.getByRole('link', { name: 'Un lien derrière' }).element()
    await page.getByRole('button', { name: 'Ouvrir' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Un dialogue' })).toBeInTheDocument()
    await expect.poll(() => link.closest('[inert]')).not.toBeNull()
    expect(screen.container.querySelector('[role="status"]')?.closest('[inert]')).toBeNull()
    expect(document.querySelector('[data-part="backdrop"]')?.closest('[inert]')).toBeNull()
    expect(page.getByRole('dialog').element().closest('[inert]')).toBeNull()
    link.focus()
    expect(document.activeElement).not.toBe(link)

    await page.getByRole('button', { name: 'Fermer' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await expect.poll(() => document.querySelectorAll('[inert]').length).toBe(0)
    link.focus()
    expect(document.activeElement).toBe(link)
  })
})
