/**
 * QA's bug report is a link (issue 41), against the static Storybook: three events sent by hand on a
 * machine story, the link copied and opened in a new page, which replays to the same state, log and
 * view; and a link whose events no longer fit, which says where it left the road.
 */
import { expect, type Page, test } from '@playwright/test'

const STORY = 'machines-photo-vote--voting-idle'

const preview = (page: Page) => page.frameLocator('#storybook-preview-iframe')

async function openStory(page: Page, url: string) {
  await page.goto(url)
  const frame = preview(page)
  await expect(frame.locator('section[aria-label="Events"]')).toBeVisible({ timeout: 60_000 })
  await expect(frame.locator('[data-state-path]').first()).toBeVisible()
  return frame
}

// Some views open modal dialogs, which make the rest of the page inert and hide it from the
// accessibility tree: the harness's controls are found by their attributes and text, not by role.

/** What QA compares: the state value, the log and the view's text. */
async function seen(page: Page) {
  const frame = preview(page)
  const view = frame.locator('#storybook-root > div > div').first()
  return {
    state: await frame.getByTestId('state-value').innerText(),
    log: await frame.getByTestId('step-log').innerText(),
    view: await view.innerText(),
  }
}

test('a session is a link: the same state, log and view in a new page', async ({ page, context }) => {
  const frame = await openStory(page, `/?path=/story/${STORY}`)
  const events = frame.locator('section[aria-label="Events"]')

  // 1 and 2: two members skipped; 3: four stars for the next, through the payload editor.
  await events.locator('button[data-event="vote.skip"]').click()
  await expect(frame.getByTestId('step-log')).toContainText('vote.skip')
  await events.locator('button[data-event="vote.skip"]').click()
  await events.locator('button[data-event="vote.rate"]').click()
  const editor = events.locator('textarea')
  const payload = JSON.parse(await editor.inputValue()) as Record<string, unknown>
  await editor.fill(JSON.stringify({ ...payload, stars: 4 }))
  await events.locator('button', { hasText: 'Send vote.rate' }).click()
  await expect(frame.getByTestId('step-log')).toContainText('vote.rate')
  // Whatever the machine's actors answer on their own is part of the session too: let them answer.
  await page.waitForTimeout(2_000)

  await frame.locator('button', { hasText: 'Copy link' }).click()
  await expect(frame.locator('[role=status]').filter({ hasText: /copied|Select/ })).toBeVisible()
  const link = await frame.locator('input[aria-label="Link to this session"]').inputValue()
  expect(new URL(link).searchParams.get('path')).toBe(`/story/${STORY}`)
  expect(new URL(link).searchParams.get('session')).toMatch(/^1\.[\w-]+$/)
  // The manager's own address carries the same session: QA may copy it from the bar as well.
  await expect
    .poll(() => new URL(page.url()).searchParams.get('session'))
    .toBe(new URL(link).searchParams.get('session'))
  const before = await seen(page)
  expect(before.log.split('\n').length).toBeGreaterThanOrEqual(4)

  const other = await context.newPage()
  const replayed = await openStory(other, link)
  await expect(replayed.getByText(/Replayed \d+ steps: every state is the one recorded/)).toBeVisible()
  const log = (p: Page) => preview(p).getByTestId('step-log').innerText()
  await expect.poll(() => log(other)).toBe(before.log)
  const after = await seen(other)
  expect(after).toEqual(before)

  // Step by step: from the start, one event at a time.
  await replayed.locator('button', { hasText: 'Restart step by step' }).click()
  await expect.poll(async () => (await log(other)).split('\n')).toEqual([before.log.split('\n')[0]])
  await replayed.locator('button', { hasText: 'Next step' }).click()
  await expect(replayed.getByTestId('step-log')).toContainText('vote.skip')
  await replayed.locator('button', { hasText: 'Play all' }).click()
  await expect.poll(() => log(other)).toBe(before.log)
})

test('a link whose events no longer fit says at which step and which state it expected', async ({ page }) => {
  const frame = await openStory(page, `/?path=/story/${STORY}`)
  await frame.locator('section[aria-label="Events"]').locator('button[data-event="vote.skip"]').click()
  await expect(frame.getByTestId('step-log')).toContainText('vote.skip')
  await frame.locator('button', { hasText: 'Copy link' }).click()
  const link = await frame.locator('input[aria-label="Link to this session"]').inputValue()

  // The same session as recorded by an older machine: its first step led somewhere this one never goes.
  const forged = await page.evaluate(async (href) => {
    const url = new URL(href)
    const text = url.searchParams.get('session') ?? ''
    const bytes = Uint8Array.from(atob(text.slice(2).replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    )
    const json = await new Response(
      new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')),
    ).text()
    const data = JSON.parse(json) as { s: string; l: [unknown, unknown][] }
    data.l[0] = [{ type: 'vote.skip' }, { voting: 'archived' }]
    const packed = new Uint8Array(
      await new Response(
        new Blob([JSON.stringify(data)]).stream().pipeThrough(new CompressionStream('deflate-raw')),
      ).arrayBuffer(),
    )
    const b64 = btoa(String.fromCharCode(...packed))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    url.searchParams.set('session', `1.${b64}`)
    return url.href
  }, link)

  const replayed = await openStory(page, forged)
  const message = replayed.getByTestId('divergence')
  await expect(message).toBeVisible()
  await expect(message).toHaveText(
    /The replay stopped at step 1 \(vote\.skip\): the machine reached .*, the link expected \{"voting":"archived"\}\./,
  )
})
