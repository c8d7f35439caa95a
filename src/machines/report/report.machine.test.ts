import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import { blobToDataUrl } from './report.actors'
import { toReportFailure } from './report.machine'
import {
  selectCaptchaStatus,
  selectCaptchaUrl,
  selectCode,
  selectCodeError,
  selectFailure,
  selectIsSent,
  selectIsSubmitting,
  selectReasonError,
} from './report.selectors'
import { captchaDataUrl, reportMachineWith } from './report.test-support'
import type { ReportEmitted, ReportEvent, SendReportInput } from './report.types'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function start() {
  const reports: SendReportInput[] = []
  let captchas = 0
  let answer = deferred<void>()
  const machine = reportMachineWith({
    loadCaptcha: async () => {
      captchas += 1
      return captchaDataUrl(`CODE${captchas}`)
    },
    sendReport: (input) => {
      reports.push(input)
      answer = deferred<void>()
      return answer.promise
    },
  })
  const actor = createActor(machine, { input: { memberId: '20042' } }).start()
  const emitted: ReportEmitted[] = []
  actor.on('reported', (event) => emitted.push(event))
  const send = (event: ReportEvent) => actor.send(event)
  const type = (field: 'reason' | 'details' | 'code', value: string) =>
    send({ type: 'field.change', field, value })
  return { actor, send, type, reports, emitted, captchas: () => captchas, answer: () => answer }
}

describe('report machine', () => {
  it('loads a captcha image at once', async () => {
    const { actor } = start()
    expect(selectCaptchaStatus(actor.getSnapshot())).toBe('loading')
    await waitFor(actor, (s) => selectCaptchaStatus(s) === 'shown')
    expect(selectCaptchaUrl(actor.getSnapshot())).toBe(captchaDataUrl('CODE1'))
  })

  it('requires a reason and a code (spec section 5), details stay optional', async () => {
    const { actor, send, type, reports } = start()
    send({ type: 'report.submit' })
    expect(selectReasonError(actor.getSnapshot())).toBe('reasonRequired')
    expect(selectCodeError(actor.getSnapshot())).toBe('codeRequired')
    expect(reports).toEqual([])
    type('reason', 'minor')
    expect(selectReasonError(actor.getSnapshot())).toBeNull()
    expect(selectCodeError(actor.getSnapshot())).toBe('codeRequired')
    type('code', '   ')
    send({ type: 'report.submit' })
    expect(selectCodeError(actor.getSnapshot())).toBe('codeRequired')
    expect(reports).toEqual([])
  })

  it('ignores an unknown reason', () => {
    const { actor, type } = start()
    type('reason', 'because')
    expect(actor.getSnapshot().context.reason).toBe('')
  })

  it('sends id, raison, trimmed details and code, then confirms and emits reported', async () => {
    const { actor, send, type, reports, emitted, answer } = start()
    type('reason', 'offensive')
    type('details', '  Insultes répétées  ')
    type('code', ' ab3cd ')
    send({ type: 'report.submit' })
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true)
    send({ type: 'report.submit' })
    expect(reports).toEqual([
      { id: '20042', raison: 'offensive', details: 'Insultes répétées', code: 'ab3cd' },
    ])
    answer().resolve()
    await waitFor(actor, selectIsSent)
    expect(emitted).toEqual([{ type: 'reported', memberId: '20042' }])
  })

  it('keeps the form on a refusal, shows the server’s message, forgets the code and fetches a new image', async () => {
    const { actor, send, type, answer, captchas } = start()
    await waitFor(actor, (s) => selectCaptchaStatus(s) === 'shown')
    type('reason', 'other')
    type('details', 'Faux profil')
    type('code', 'WRONG')
    send({ type: 'report.submit' })
    answer().reject(
      new RefusedError('POST /index_api/user/is_suspect', 'Le code de vérification est incorrect.'),
    )
    await waitFor(actor, (s) => s.matches({ form: 'editing' }))
    expect(selectFailure(actor.getSnapshot())).toEqual({
      code: 'server',
      message: 'Le code de vérification est incorrect.',
    })
    expect(actor.getSnapshot().context).toMatchObject({ reason: 'other', details: 'Faux profil' })
    expect(selectCode(actor.getSnapshot())).toBe('')
    await waitFor(actor, (s) => selectCaptchaStatus(s) === 'shown')
    expect(captchas()).toBe(2)
    expect(selectCaptchaUrl(actor.getSnapshot())).toBe(captchaDataUrl('CODE2'))
  })

  it('shows the default failure when the server gives no message', async () => {
    const { actor, send, type, answer } = start()
    type('reason', 'other')
    type('code', 'X')
    send({ type: 'report.submit' })
    answer().reject(new ApiError(500, 'Erreur interne du serveur', 'POST /index_api/user/is_suspect'))
    await waitFor(actor, (s) => s.matches({ form: 'editing' }))
    expect(selectFailure(actor.getSnapshot())).toEqual({ code: 'reportFailed' })
  })

  it('refreshes the captcha on demand, forgetting the typed code; an unreadable image is `failed`', async () => {
    let fail = true
    const machine = reportMachineWith({
      loadCaptcha: async () => {
        if (fail) throw new Error('down')
        return captchaDataUrl('NEW')
      },
    })
    const actor = createActor(machine, { input: { memberId: '1' } }).start()
    await waitFor(actor, (s) => selectCaptchaStatus(s) === 'failed')
    actor.send({ type: 'field.change', field: 'code', value: 'OLD' })
    fail = false
    actor.send({ type: 'captcha.refresh' })
    expect(selectCode(actor.getSnapshot())).toBe('')
    await waitFor(actor, (s) => selectCaptchaStatus(s) === 'shown')
  })

  it('does not change the image while the report is on its way', async () => {
    const { actor, send, type, captchas } = start()
    await waitFor(actor, (s) => selectCaptchaStatus(s) === 'shown')
    type('reason', 'minor')
    type('code', 'CODE1')
    send({ type: 'report.submit' })
    send({ type: 'captcha.refresh' })
    expect(selectCaptchaStatus(actor.getSnapshot())).toBe('shown')
    expect(captchas()).toBe(1)
  })
})

describe('toReportFailure', () => {
  it('keeps a refusal’s message, else reportFailed', () => {
    expect(toReportFailure(new RefusedError('POST /index_api/user/is_suspect', ' Déjà signalé '))).toEqual({
      code: 'server',
      message: 'Déjà signalé',
    })
    expect(toReportFailure(new RefusedError('POST /index_api/user/is_suspect', ''))).toEqual({
      code: 'reportFailed',
    })
    expect(toReportFailure(new Error('offline'))).toEqual({ code: 'reportFailed' })
  })
})

describe('blobToDataUrl', () => {
  it('keeps the type and the bytes', async () => {
    const url = await blobToDataUrl(new Blob(['<svg/>'], { type: 'image/svg+xml' }))
    expect(url).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`)
  })
})
