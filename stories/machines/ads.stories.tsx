/**
 * The ads machine: every state over the real ad slot (the 'account' placement), frozen. The shown
 * slot's script really runs inside its sandboxed frame and reports what it could reach: its own
 * script yes, our storage and our DOM no.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { expect, waitFor, within } from 'storybook/test'
import type { ActorRefFrom, StateValueFrom } from 'xstate'
import type { AdPlacement, AdSlot } from '../../src/api/models/ads'
import { AdSlotView, BANNER_HEIGHT, BLOCK_HEIGHT } from '../../src/features/ads/ad-slot-view'
import { adsMachine } from '../../src/machines/ads/ads.machine'
import { selectAdFor } from '../../src/machines/ads/ads.selectors'
import { adsWith, slot, VIEWER } from '../../src/machines/ads/ads.test-support'
import type { AdsContext } from '../../src/machines/ads/ads.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './ads.stories'

const meta = {
  title: 'Machines/Ads',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
type Value = StateValueFrom<typeof adsMachine>

/** What ad frames posted to this page. */
const reports: { source: MessageEventSource | null; data: unknown }[] = []
window.addEventListener('message', (event) => reports.push({ source: event.source, data: event.data }))

const PROBE =
  '<p style="font-family:Arial">Annonce de test</p><script>' +
  'var r = { type: "story.ad.report" };' +
  'try { localStorage.getItem("auth"); r.storage = "open" } catch (e) { r.storage = "blocked" }' +
  'try { r.parent = typeof window.parent.document.body } catch (e) { r.parent = "blocked" }' +
  'parent.postMessage(r, "*");' +
  '</script>'

const at = (hh: number, mm = 0) => new Date(2026, 10, 21, hh, mm).getTime()

function AdsPreview({
  actorRef,
  placement,
}: {
  actorRef: ActorRefFrom<typeof adsMachine>
  placement: AdPlacement
}) {
  const ad = useSelector(actorRef, selectAdFor(placement))
  return (
    <div style={{ maxWidth: 600 }}>
      <p>Placement « {placement} »</p>
      <AdSlotView slot={ad} />
    </div>
  )
}

function Frozen({
  value,
  ads,
  now = at(12),
}: {
  value: Value
  ads: Partial<Record<AdPlacement, AdSlot[]>> | null
  now?: number
}) {
  const context: AdsContext = { ads: ads ? adsWith(ads) : null, viewer: VIEWER, now }
  return (
    <MachineStory machine={adsMachine} state={{ value, context }}>
      {(actorRef) => <AdsPreview actorRef={actorRef} placement="account" />}
    </MachineStory>
  )
}

export const Loading: Story = {
  render: () => <Frozen value="loading" ads={null} />,
  play: async () => {
    await body.findByText(/Placement/)
    await expect(body.queryByRole('figure', { name: 'Publicité' })).not.toBeInTheDocument()
  },
}

export const ReadyShowing: Story = {
  render: () => <Frozen value={{ ready: 'showing' }} ads={{ account: [slot({ html: PROBE })] }} />,
  play: async () => {
    const figure = await body.findByRole('figure', { name: 'Publicité' })
    const frame = figure.querySelector('iframe')!
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups')
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin')
    await expect(frame).toHaveAttribute('src', '/ad-frame.html')
    await expect(frame).toHaveAttribute('title', 'Publicité d’un annonceur')
    await expect(frame).toHaveAttribute('height', String(BANNER_HEIGHT))
    // The ad's own script ran, in an origin that reaches neither our storage nor our DOM.
    await waitFor(
      () => {
        const report = reports.find(
          (r) =>
            r.source === frame.contentWindow &&
            (r.data as { type?: string } | null)?.type === 'story.ad.report',
        )
        expect(report?.data).toEqual({ type: 'story.ad.report', storage: 'blocked', parent: 'blocked' })
      },
      { timeout: 5000 },
    )
  },
}

export const ReadyShowingBlock: Story = {
  render: () => (
    <Frozen
      value={{ ready: 'showing' }}
      ads={{ account: [slot({ isBanner: false, html: '<p>Formulaire</p>' })] }}
    />
  ),
  play: async () => {
    const figure = await body.findByRole('figure', { name: 'Publicité' })
    await expect(figure.querySelector('iframe')).toHaveAttribute('height', String(BLOCK_HEIGHT))
  },
}

export const ReadyShowingOutsideItsHours: Story = {
  render: () => (
    <Frozen
      value={{ ready: 'showing' }}
      ads={{ account: [slot({ visibleHours: '18:00-23:59', html: '<p>Ce soir</p>' })] }}
      now={at(9)}
    />
  ),
  play: async () => {
    await body.findByText(/Placement/)
    await expect(body.queryByRole('figure', { name: 'Publicité' })).not.toBeInTheDocument()
  },
}

export const ReadyShowingForAnotherGender: Story = {
  render: () => (
    <Frozen
      value={{ ready: 'showing' }}
      ads={{ account: [slot({ visibleToGender: '1', html: '<p>Hommes</p>' })] }}
    />
  ),
  play: async () => {
    await body.findByText(/Placement/)
    await expect(body.queryByRole('figure', { name: 'Publicité' })).not.toBeInTheDocument()
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" ads={null} />,
  play: async () => {
    await body.findByText(/Placement/)
    await expect(body.queryByRole('figure', { name: 'Publicité' })).not.toBeInTheDocument()
  },
}

/** Every state of the ads machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(adsMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(adsMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
