/**
 * Writing a message and sending a photo with the keyboard alone, the accessibility tree checked at
 * each step: the conversation's outline (one h1, named regions, the composer named after the
 * contact), a message from the contact, sent through the API with the contact's own session, read
 * out by a live region, another member's message toasting in the toaster's live region without
 * taking the focus (reached by Alt+T, closed by Escape, the focus back in the composer), the
 * selectPhoto dialog taking the focus and handing it back to its button.
 */
import { ConversationPage } from './models/chat.model'
import { memberCall } from './models/discovery.model'
import { KeyboardWalker } from './models/keyboard.model'
import { seedStoredLogin } from './support/auth'
import { createMember } from './support/members'
import { expect, test } from './support/test'

const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1366, height: 768 } },
] as const

for (const { label, viewport } of SIZES) {
  test(`a message and a photo, by keyboard and screen reader (${label})`, async ({ page, request }) => {
    test.slow()
    await page.setViewportSize(viewport)
    const [a, b, c] = await Promise.all([
      createMember(request, { prefix: 'ClavChatA', premium: true, publicPhotos: 2 }),
      createMember(request, { prefix: 'ClavChatB', premium: true, sex: 1, lookingFor: 2 }),
      createMember(request, { prefix: 'ClavChatC', premium: true, sex: 1, lookingFor: 2 }),
    ])
    await seedStoredLogin(page, a.login)
    const chat = new ConversationPage(page, { nickname: b.nickname, id: b.id })
    const walk = new KeyboardWalker(page)
    await chat.open()
    await walk.outline('Conversation')
    await expect(page.getByRole('main')).toMatchAriaSnapshot(`
      - main:
        - heading "Conversation" [level=1]
        - region "${b.nickname}":
          - region "Messages avec ${b.nickname}"
          - form "Écrire un message":
            - button "Envoyer une photo"
            - textbox "Votre message à ${b.nickname}"
            - button "Envoyer" [disabled]
    `)

    // Written and sent with Enter; the composer keeps the focus, empty, ready for the next one.
    await walk.tabTo(chat.composer, 150)
    await walk.type('Bonsoir, tout au clavier !')
    await expect(chat.sendButton).toBeEnabled()
    await walk.press('Enter')
    await expect(chat.message('Bonsoir, tout au clavier !')).toContainText('Envoyé')
    await expect(chat.composer).toBeFocused()
    await expect(chat.composer).toHaveValue('')

    // The contact answers through the API with their own session: the answer is read out.
    const answer = `Bonsoir ! Réponse ${Date.now().toString(36)}`
    await memberCall(request, b.login, 'GET', '/ajax_api/send_message', { dest: a.id, msg: answer })
    await expect(chat.message(answer)).toBeVisible()
    const announcer = page.getByTestId('chat-announcer')
    await expect(announcer).toHaveAttribute('aria-live', 'polite')
    await expect(announcer).toHaveText(`Nouveau message de ${b.nickname} : ${answer}`)
    await expect(chat.composer).toBeFocused()

    // Someone else writes, through the API with their own session: a toast, inside the toaster's live
    // region (there before it, so the addition is read out), and the focus stays in the composer.
    const toaster = page.getByRole('region', { name: /^Notifications/ })
    await expect(toaster).toBeAttached()
    await expect(toaster).toHaveAttribute('aria-live', 'polite')
    await expect(toaster).toHaveAttribute('aria-keyshortcuts', 'Alt+T')
    const aside = `Coucou du clavier ${Date.now().toString(36)}`
    await memberCall(request, c.login, 'GET', '/ajax_api/send_message', { dest: a.id, msg: aside })
    const toast = toaster.getByRole('status').filter({ hasText: aside })
    await expect(toast).toBeVisible()
    await expect(toast).toHaveAccessibleName(`Nouveau message de ${c.nickname}`)
    await expect(toast).toHaveAccessibleDescription(aside)
    await expect(chat.composer).toBeFocused()
    // Reached with the toaster's key (Alt+T), read, its action and close button named; Escape
    // dismisses it and the focus goes back to where the member was writing.
    await walk.press('Alt+t')
    await expect(toaster).toBeFocused()
    await walk.tabTo(toast, 3)
    await walk.tabTo(toast.getByRole('button', { name: 'Voir' }), 2)
    await walk.tabTo(toast.getByRole('button', { name: 'Fermer' }), 2)
    await walk.press('Escape')
    await expect(toast).toHaveCount(0)
    await expect(chat.composer).toBeFocused()
    await expect(chat.composer).toHaveValue('')

    // A photo: the button by Shift+Tab, the dialog takes the focus, Escape hands it back.
    await walk.tabTo(chat.photoButton, 5, 'Shift+Tab')
    await walk.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Envoyer une photo' })
    await expect(dialog).toBeVisible()
    const firstPhoto = dialog.getByRole('button', { name: /^Envoyer la photo 1 sur/ })
    await expect(firstPhoto).toBeVisible()
    await walk.expectFocusWithin(dialog)
    await walk.dialogOutline(dialog)
    await walk.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(chat.photoButton).toBeFocused()

    await walk.press('Space')
    await expect(firstPhoto).toBeVisible()
    await walk.tabTo(firstPhoto, 10)
    await walk.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(chat.history.getByRole('img', { name: 'Photo que vous avez envoyée' })).toBeVisible()
    // Back in the conversation, on the button that opened the dialog.
    await expect(chat.photoButton).toBeFocused()
    await walk.outline('Conversation')
  })
}
