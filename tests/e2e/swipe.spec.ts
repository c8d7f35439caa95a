/**
 * Issue 7.3 end to end: the swipe deck by arrow keys only, a mutual like showing a match that then
 * appears in /app/matches, drags with the pointer, and choices that stick across a reload. Each test
 * runs as a fresh member (the mock's match rules: a like answered by a like is a match; the deck is
 * the gender looked for, with a photo, not yet swiped).
 */
import { memberCard, SwipePage, swipeDeckOf } from './models/discovery.model'
import { seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { createMember, likeAs, logInAs, logOutAs } from './support/members'
import { expect, test } from './support/test'

test('arrow keys alone pass and like, and a mutual like shows a match that /app/matches lists', async ({
  page,
  request,
}) => {
  // A long flow over two pages with three accessibility checks.
  test.slow()
  const me = await createMember(request, { sex: 2, lookingFor: 1, prefix: 'swipe_keys' })
  const deck = await swipeDeckOf(request, me.login)
  expect(deck.length).toBeGreaterThanOrEqual(3)
  const [first, second, third] = deck as [(typeof deck)[0], (typeof deck)[0], (typeof deck)[0]]
  // The second profile already likes the member: liking them back is a match.
  // It is a seeded member: they sign in (the seed's password), like, and sign out again.
  const admirer = await logInAs(request, second)
  await likeAs(request, admirer, me)
  await logOutAs(request, admirer)

  await seedStoredLogin(page, me.login)
  await page.goto('/app/swipe')
  const swipe = new SwipePage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe' })).toBeVisible()
  await swipe.expectCurrent(first.nickname)
  await expectNoSeriousA11yViolations(page)

  // Keyboard only from here: no click, no pointer.
  await page.keyboard.press('ArrowLeft')
  await swipe.expectCurrent(second.nickname)
  await expect(swipe.announcement).toHaveText(`Vous avez passé ${first.nickname}.`)

  await page.keyboard.press('ArrowRight')
  await expect(swipe.matchDialog).toBeVisible()
  await expect(swipe.matchDialog).toContainText(`${second.nickname} vous aime aussi.`)
  await expect(swipe.matchDialog.getByRole('link', { name: 'Envoyer un message' })).toHaveAttribute(
    'href',
    new RegExp(`^/app/chat/[a-z0-9-]+-${second.id}$`),
  )
  await expect(swipe.announcement).toHaveText(`C'est un match avec ${second.nickname} !`)
  await expectNoSeriousA11yViolations(page)

  // Behind the dialog the arrows do nothing; Escape closes it and the deck goes on.
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Escape')
  await expect(swipe.matchDialog).toBeHidden()
  await swipe.expectCurrent(third.nickname)
  await page.keyboard.press('ArrowRight')
  await expect(swipe.announcement).toHaveText(`Vous aimez ${third.nickname}.`)

  await page.goto('/app/matches')
  await expect(page.getByRole('heading', { level: 1, name: 'Mes matchs' })).toBeVisible()
  const card = memberCard(page, second.nickname)
  await expect(card).toBeVisible()
  await expect(page.getByText('1 match', { exact: true })).toBeVisible()
  await expect(card.getByRole('link', { name: `Écrire à ${second.nickname}` })).toHaveAttribute(
    'href',
    new RegExp(`-${second.id}$`),
  )
  // A like that is not returned is no match.
  await expect(memberCard(page, third.nickname)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('choices reach the server: after a reload the deck goes on where it was', async ({ page, request }) => {
  const me = await createMember(request, { sex: 1, lookingFor: 2, prefix: 'swipe_reload' })
  const deck = await swipeDeckOf(request, me.login)
  await seedStoredLogin(page, me.login)
  await page.goto('/app/swipe')
  const swipe = new SwipePage(page)
  await swipe.expectCurrent(deck[0]!.nickname)
  await swipe.passButton(deck[0]!.nickname).click()
  await swipe.expectCurrent(deck[1]!.nickname)
  await swipe.likeButton(deck[1]!.nickname).click()
  await swipe.expectCurrent(deck[2]!.nickname)
  // Both choices were sent once the deck says nothing is pending: read the server's deck.
  await expect
    .poll(async () => (await swipeDeckOf(request, me.login)).map((card) => card.id).slice(0, 1))
    .toEqual([deck[2]!.id])
  await page.reload()
  await swipe.expectCurrent(deck[2]!.nickname)
})

test('dragging the card: a short drag springs back, a long one likes or passes', async ({
  page,
  request,
}) => {
  const me = await createMember(request, { sex: 2, lookingFor: 1, prefix: 'swipe_drag' })
  const deck = await swipeDeckOf(request, me.login)
  await seedStoredLogin(page, me.login)
  await page.goto('/app/swipe')
  const swipe = new SwipePage(page)
  await swipe.expectCurrent(deck[0]!.nickname)

  const card = page.getByTestId('swipe-card')
  await card.scrollIntoViewIfNeeded()
  const box = (await card.boundingBox())!
  // On the photo, near the top of the card: inside the viewport whatever its height.
  const y = box.y + Math.min(80, box.height / 4)
  const middle = box.x + box.width / 2

  await page.mouse.move(middle, y)
  await page.mouse.down()
  await page.mouse.move(middle + 30, y, { steps: 3 })
  await page.mouse.up()
  await swipe.expectCurrent(deck[0]!.nickname)

  await page.mouse.move(middle, y)
  await page.mouse.down()
  await page.mouse.move(middle + box.width * 0.45, y, { steps: 6 })
  await page.mouse.up()
  await swipe.expectCurrent(deck[1]!.nickname)
  await expect(swipe.announcement).toHaveText(`Vous aimez ${deck[0]!.nickname}.`)

  await page.mouse.move(middle, y)
  await page.mouse.down()
  await page.mouse.move(middle - box.width * 0.45, y, { steps: 6 })
  await page.mouse.up()
  await swipe.expectCurrent(deck[2]!.nickname)
  await expect(swipe.announcement).toHaveText(`Vous avez passé ${deck[1]!.nickname}.`)
})
