/**
 * The report dialog (modal `report`): every state of both regions of the report machine over the
 * real dialog (frozen), the visitor's invitation to log in, then live with stubbed calls: the
 * required reason and code, a refused code that brings a new image, and a report sent.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { StateValueFrom } from 'xstate'
import { RefusedError } from '../../src/api/errors'
import { ReportDialog } from '../../src/features/profile/report-dialog'
import { ReportDialogView } from '../../src/features/profile/report-dialog-view'
import { reportMachine } from '../../src/machines/report/report.machine'
import { captchaDataUrl, reportMachineWith } from '../../src/machines/report/report.test-support'
import type { ReportContext, SendReportInput } from '../../src/machines/report/report.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { wait, withStoryApp } from './profile.fixtures'
import * as stories from './report.stories'

const meta = {
  title: 'Machines/Report',
  parameters: { layout: 'padded', path: '/app/users/sophie-lyon-20042' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof reportMachine>

const empty: ReportContext = {
  memberId: '20042',
  reason: '',
  details: '',
  code: '',
  fieldErrors: {},
  failure: null,
  captchaUrl: captchaDataUrl('AB3CD'),
}
const filled: ReportContext = { ...empty, reason: 'offensive', details: 'Insultes en message', code: 'AB3CD' }

function Frozen({ value, context }: { value: Value; context: ReportContext }) {
  return (
    <MachineStory machine={reportMachine} state={{ value, context }}>
      {(actorRef) => (
        <ReportDialogView actorRef={actorRef} open onClose={() => {}} memberName="Sophie_Lyon" />
      )}
    </MachineStory>
  )
}

const body = within(document.body)
const findDialog = () => body.findByRole('dialog', { name: 'Signaler Sophie_Lyon' })

export const FormEditing: Story = {
  render: () => <Frozen value={{ form: 'editing', captcha: 'shown' }} context={empty} />,
  play: async () => {
    const dialog = within(await findDialog())
    await expect(await findDialog()).toHaveAccessibleDescription(/Votre signalement est anonyme/)
    const reasons = dialog.getByRole('group', { name: /Raison du signalement/ })
    for (const reason of [
      'Propos offensants',
      'Mauvais sexe',
      'Mineur',
      'Proposition de services payants',
      'Contenu inapproprié',
      'Image inappropriée',
      'Autre',
    ]) {
      await expect(within(reasons).getByRole('radio', { name: reason })).not.toBeChecked()
    }
    await expect(dialog.getByRole('img', { name: 'Image du code de vérification' })).toBeInTheDocument()
    await expect(dialog.getByRole('textbox', { name: /Code de vérification/ })).toBeRequired()
    await expect(dialog.getByRole('textbox', { name: 'Détails (facultatif)' })).not.toBeRequired()
    await expect(dialog.getByRole('button', { name: 'Envoyer le signalement' })).toBeInTheDocument()
  },
}

export const FormEditingWithErrors: Story = {
  render: () => (
    <Frozen
      value={{ form: 'editing', captcha: 'shown' }}
      context={{ ...empty, fieldErrors: { reason: 'reasonRequired', code: 'codeRequired' } }}
    />
  ),
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByRole('group', { name: /Raison du signalement/ })).toHaveAccessibleDescription(
      'Veuillez sélectionner une raison',
    )
    await expect(dialog.getByRole('textbox', { name: /Code de vérification/ })).toHaveAccessibleDescription(
      /Veuillez entrer le code de vérification/,
    )
    await expect(dialog.getAllByRole('alert')).toHaveLength(2)
  },
}

export const FormEditingWithServerMessage: Story = {
  render: () => (
    <Frozen
      value={{ form: 'editing', captcha: 'shown' }}
      context={{
        ...filled,
        code: '',
        failure: { code: 'server', message: 'Le code de vérification est incorrect.' },
      }}
    />
  ),
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByRole('alert')).toHaveTextContent('Le code de vérification est incorrect.')
    await expect(dialog.getByRole('radio', { name: 'Propos offensants' })).toBeChecked()
    await expect(dialog.getByRole('textbox', { name: 'Détails (facultatif)' })).toHaveValue(
      'Insultes en message',
    )
  },
}

export const FormEditingWithDefaultFailure: Story = {
  render: () => (
    <Frozen
      value={{ form: 'editing', captcha: 'shown' }}
      context={{ ...filled, failure: { code: 'reportFailed' } }}
    />
  ),
  play: async () => {
    await expect(within(await findDialog()).getByRole('alert')).toHaveTextContent(
      'Erreur lors du signalement',
    )
  },
}

export const FormSubmitting: Story = {
  render: () => <Frozen value={{ form: 'submitting', captcha: 'shown' }} context={filled} />,
  play: async ({ userEvent }) => {
    const dialog = within(await findDialog())
    const submit = dialog.getByRole('button', { name: 'Envoyer le signalement' })
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(dialog.getByRole('textbox', { name: /Code de vérification/ })).toHaveAttribute('readonly')
    await userEvent.click(submit)
    await expect(body.getByTestId('last-event')).toHaveTextContent('(none)')
  },
}

export const FormSent: Story = {
  render: () => <Frozen value={{ form: 'sent', captcha: 'shown' }} context={filled} />,
  play: async () => {
    const dialog = within(await findDialog())
    const status = dialog.getByRole('status')
    await expect(status).toHaveTextContent('Signalement envoyé avec succès')
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument()
    await expect(dialog.getAllByRole('button', { name: 'Fermer' }).length).toBeGreaterThan(0)
  },
}

export const CaptchaLoading: Story = {
  render: () => (
    <Frozen value={{ form: 'editing', captcha: 'loading' }} context={{ ...empty, captchaUrl: null }} />
  ),
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByText("Chargement de l'image…")).toBeInTheDocument()
    await expect(dialog.queryByRole('img', { name: 'Image du code de vérification' })).not.toBeInTheDocument()
  },
}

export const CaptchaShown: Story = {
  render: () => <Frozen value={{ form: 'editing', captcha: 'shown' }} context={empty} />,
  play: async ({ userEvent }) => {
    const dialog = within(await findDialog())
    await expect(dialog.getByRole('img', { name: 'Image du code de vérification' })).toHaveAttribute(
      'src',
      captchaDataUrl('AB3CD'),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Nouvelle image' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"captcha.refresh"')
  },
}

export const CaptchaFailed: Story = {
  render: () => (
    <Frozen value={{ form: 'editing', captcha: 'failed' }} context={{ ...empty, captchaUrl: null }} />
  ),
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByText("L'image n'a pas pu être chargée.")).toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: 'Nouvelle image' })).toBeEnabled()
  },
}

const sent: SendReportInput[] = []
let captchas = 0
const liveReport = reportMachineWith({
  loadCaptcha: async () => {
    captchas += 1
    await wait(50)
    return captchaDataUrl(captchas === 1 ? 'FIRST' : 'SECND')
  },
  sendReport: async (input) => {
    sent.push(input)
    await wait(100)
    if (input.code !== 'SECND')
      throw new RefusedError('POST /index_api/user/is_suspect', 'Le code de vérification est incorrect.')
  },
})

/** Opened from a link such as the chat's (?modal=report&modalId=20042), through to a report sent. */
export const LiveFromDeepLink: Story = {
  parameters: { path: '/app/users/sophie-lyon-20042?modal=report&modalId=20042' },
  render: () => <ReportDialog member={{ id: '20042', nickname: 'Sophie_Lyon' }} logic={liveReport} />,
  play: async ({ userEvent }) => {
    const dialog = within(await findDialog())
    const submit = dialog.getByRole('button', { name: 'Envoyer le signalement' })
    await userEvent.click(submit)
    await expect(await dialog.findByText('Veuillez sélectionner une raison')).toBeInTheDocument()
    await expect(dialog.getByText('Veuillez entrer le code de vérification')).toBeInTheDocument()
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Propos offensants' })).toHaveFocus())
    await expect(sent).toEqual([])

    await userEvent.click(dialog.getByRole('radio', { name: 'Mineur' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /Code de vérification/ }), 'FIRST-WRONG')
    await userEvent.click(submit)
    await expect(await dialog.findByText('Le code de vérification est incorrect.')).toBeInTheDocument()
    await expect(dialog.getByRole('textbox', { name: /Code de vérification/ })).toHaveValue('')
    await waitFor(() =>
      expect(dialog.getByRole('img', { name: 'Image du code de vérification' })).toHaveAttribute(
        'src',
        captchaDataUrl('SECND'),
      ),
    )
    await userEvent.type(dialog.getByRole('textbox', { name: 'Détails (facultatif)' }), 'Dit avoir 16 ans')
    await userEvent.type(dialog.getByRole('textbox', { name: /Code de vérification/ }), 'SECND')
    await userEvent.click(submit)
    const confirmation = await dialog.findByRole('status')
    await expect(confirmation).toHaveTextContent('Signalement envoyé avec succès')
    // The form it replaced took the focus with it: the confirmation takes it, so it is read out.
    await waitFor(() => expect(confirmation).toHaveFocus())
    await expect(sent.at(-1)).toEqual({
      id: '20042',
      raison: 'minor',
      details: 'Dit avoir 16 ans',
      code: 'SECND',
    })
    await userEvent.click(dialog.getAllByRole('button', { name: 'Fermer' })[0]!)
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(body.getByTestId('current-url')).toHaveTextContent(/^\/app\/users\/sophie-lyon-20042$/)
  },
}

/** Only members may report: a visitor opening the link is asked to log in. */
export const VisitorIsAskedToLogIn: Story = {
  parameters: { viewer: 'visitor', path: '/app/users/sophie-lyon-20042?modal=report&modalId=20042' },
  render: () => <ReportDialog logic={reportMachineWith()} />,
  play: async ({ userEvent }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Signaler ce membre' }))
    await expect(dialog.getByText('Connectez-vous pour signaler un membre.')).toBeInTheDocument()
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Se connecter' }))
    await waitFor(() => expect(body.getByTestId('current-url')).toHaveTextContent('modal=login'))
  },
}

/** Every state of the report machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(reportMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(reportMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
