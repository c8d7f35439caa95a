/**
 * Issue 41's screenshots, from the static Storybook: a session link replayed, a link that no longer
 * fits, the path to a state clicked on the chart, and the coverage page, at 1366x768 and 1920x1080,
 * light and dark (the coverage page at 390x844 and 768x1024 too; `--grep "coverage page"` for it alone). `npm run build-storybook && STORYBOOK_SHOTS=1 npx playwright test -c playwright.storybook.config.ts`.
 */
import { type Page, test } from '@playwright/test'
import { encodeSession, type SessionStep } from '../../stories/support/statechart/session-link'
import { writeSmallPng } from './small-png'

const DIR = 'docs/screenshots/issue-41'
const STORY = 'machines-photo-vote--voting-idle'
const steps: SessionStep[] = [
  { event: { type: 'vote.skip' }, value: { voting: 'idle' } },
  { event: { type: 'vote.skip' }, value: { voting: 'idle' } },
  { event: { type: 'vote.rate', stars: 4 }, value: { voting: 'submitting' } },
]

const sizes = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]

async function story(page: Page, id: string, mode: string, session?: string) {
  const extra = session ? `&session=${session}` : ''
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=colorMode:${mode}${extra}`)
}

async function shot(page: Page, name: string, chart = true) {
  // elkjs lays the chart out after the story paints: wait for its states.
  if (chart) await page.locator('[data-state-path]').first().waitFor()
  writeSmallPng(await page.screenshot(), `${DIR}/${name}.png`)
}

for (const size of sizes) {
  for (const mode of ['light', 'dark']) {
    const suffix = `${size.width}x${size.height}-${mode}`
    test(`issue 41 screenshots ${suffix}`, async ({ page }) => {
      await page.setViewportSize(size)
      const session = await encodeSession({ story: STORY, steps })
      await story(page, STORY, mode, session)
      await page.getByText(/Replayed 3 steps/).waitFor()
      await page.locator('[data-state-path="voting.submitting"][data-active="true"]').waitFor()
      await shot(page, `replay-${suffix}`)

      const forged = await encodeSession({
        story: STORY,
        steps: [steps[0] as SessionStep, { event: { type: 'vote.skip' }, value: 'empty' }],
      })
      await story(page, STORY, mode, forged)
      await page.getByTestId('divergence').waitFor()
      await shot(page, `divergence-${suffix}`)

      await story(page, STORY, mode)
      await page.locator('[data-state-path="failed"]').click()
      await page.getByTestId('path-to-state').waitFor()
      await page.locator('button', { hasText: 'Play step by step' }).click()
      await page.locator('button', { hasText: 'Next step' }).click()
      await shot(page, `path-to-state-${suffix}`)
    })
  }
}

// The coverage page also at the phone and tablet sizes every page is looked at in.
for (const size of [{ width: 390, height: 844 }, { width: 768, height: 1024 }, ...sizes]) {
  for (const mode of ['light', 'dark']) {
    const suffix = `${size.width}x${size.height}-${mode}`
    test(`issue 41 coverage page ${suffix}`, async ({ page }) => {
      await page.setViewportSize(size)
      await story(page, 'qa-story-coverage--all-machines', mode)
      // The totals, then the first machines with their transitions opened: what takes each.
      for (const name of ['activities', 'ads']) {
        await page.locator(`section[aria-labelledby="machine-${name}"] summary`).click()
      }
      // Opening them scrolled the page: back to the top, where the totals are.
      await page.evaluate(() => window.scrollTo(0, 0))
      await shot(page, `coverage-${suffix}`, false)
    })
  }
}
