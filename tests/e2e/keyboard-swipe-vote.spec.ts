/**
 * Swiping and rating a photo with the keyboard alone, the accessibility tree checked at each step:
 * the page's outline, every control named with its state, the focus kept on a control after each
 * choice (never dropped on the document when the card under it changes), and the choice announced.
 */
import { SwipePage, swipeDeckOf } from './models/discovery.model'
import { KeyboardWalker } from './models/keyboard.model'
import { VotePage } from './models/vote.model'
import { seedStoredLogin } from './support/auth'
import { createMember } from './support/members'
import { expect, test } from './support/test'

const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1366, height: 768 } },
] as const

for (const { label, viewport } of SIZES) {
  test.describe(`at the ${label} size`, () => {
    test.use({ viewport })

    test(`swiping, by keyboard and screen reader (${label})`, async ({ page, request }) => {
      const member = await createMember(request, { prefix: 'ClavSwipe', sex: 1, lookingFor: 2 })
      const [first, second, third] = await swipeDeckOf(request, member.login)
      await seedStoredLogin(page, member.login)
      const swipe = new SwipePage(page)
      const walk = new KeyboardWalker(page)
      await page.goto('/app/swipe')
      await swipe.expectCurrent(first!.nickname)
      await walk.outline('Swipe')
      await expect(page.getByRole('main')).toMatchAriaSnapshot(`
        - main:
          - heading "Swipe" [level=1]
          - region "Profils à découvrir":
            - img "Photo de ${first!.nickname}"
            - heading /^${first!.nickname}/ [level=2]
            - link "Voir le profil de ${first!.nickname}"
          - button "Passer ${first!.nickname}"
          - button "J'aime ${first!.nickname}"
      `)

      // The buttons by Tab and Enter: the focus stays on the same button, now for the next card.
      await walk.tabTo(swipe.passButton(first!.nickname), 80)
      await walk.press('Enter')
      await swipe.expectCurrent(second!.nickname)
      await expect(swipe.passButton(second!.nickname)).toBeFocused()
      await expect(swipe.announcement).toContainText(first!.nickname)
      await walk.tabTo(swipe.likeButton(second!.nickname), 3)
      await walk.press('Space')
      await swipe.expectCurrent(third!.nickname)
      await expect(swipe.likeButton(third!.nickname)).toBeFocused()
      await expect(swipe.announcement).toContainText(second!.nickname)
      await walk.outline('Swipe')
    })

    test(`rating a photo, by keyboard and screen reader (${label})`, async ({ page, request }) => {
      const member = await createMember(request, { prefix: 'ClavVote', sex: 1, lookingFor: 2 })
      await seedStoredLogin(page, member.login)
      const vote = new VotePage(page)
      const walk = new KeyboardWalker(page)
      await vote.goto()
      const nickname = await vote.candidateName()
      await walk.outline('Voter pour des photos')
      // Nothing is rated yet: no star is checked.
      await expect(vote.stars).toMatchAriaSnapshot(`
        - radiogroup "Votre note pour ${nickname}":
          - radio "1 étoile" [checked=false]
          - radio "2 étoiles" [checked=false]
          - radio "3 étoiles" [checked=false]
          - radio "4 étoiles" [checked=false]
          - radio "5 étoiles" [checked=false]
      `)
      await expect(page.getByRole('main')).toMatchAriaSnapshot(`
        - main:
          - group "Photos de":
            - button "Tout le monde" [pressed=false]
            - button "Hommes" [pressed=false]
            - button "Femmes" [pressed]
            - button "Couples" [pressed=false]
      `)

      // Into the stars by Tab, four with the arrow, Enter votes.
      await walk.tabTo(vote.stars.getByRole('radio').first(), 80)
      // None is chosen yet: the first arrow chooses the first star, each next one the next.
      for (let i = 0; i < 4; i++) await walk.press('ArrowRight')
      await expect(vote.stars.getByRole('radio', { name: '4 étoiles' })).toBeFocused()
      await expect(vote.stars.getByRole('radio', { name: '4 étoiles' })).toBeChecked()
      await walk.press('Enter')
      // The vote is announced and listed; the next photo's stars take the focus.
      await expect(vote.history.getByRole('listitem').filter({ hasText: nickname })).toBeVisible()
      const next = await vote.candidateName()
      expect(next).not.toBe(nickname)
      await expect(vote.stars).toHaveAccessibleName(`Votre note pour ${next}`)
      await walk.expectFocusWithin(vote.stars)
      await walk.outline('Voter pour des photos')
    })
  })
}
