/**
 * The report dialog (modal `report`, spec sections 3, 5 and 8) over the report machine: a reason
 * among section 3's, optional details, the captcha image and its code; anonymous. A pure view: the
 * container owns the actor.
 */
import { Field } from '@ark-ui/react/field'
import { useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button, IconButton } from '../../components/ui/button'
import { FieldErrorText, FieldHelperText, FieldLabel, FieldRoot, TextField } from '../../components/ui/field'
import type { ReportActorRef } from '../../machines/report/report.machine'
import {
  selectCaptchaStatus,
  selectCaptchaUrl,
  selectCode,
  selectCodeError,
  selectDetails,
  selectFailure,
  selectIsSent,
  selectIsSubmitting,
  selectReason,
  selectReasonError,
} from '../../machines/report/report.selectors'
import { REPORT_REASONS } from '../../machines/report/report.types'
import { ModalDialog } from '../modals/modal-dialog'
import { RefreshIcon } from './profile-icons'

export interface ReportDialogViewProps {
  actorRef: ReportActorRef
  open: boolean
  onClose: () => void
  /** The reported member's nickname, when known (the title names them). */
  memberName?: string | null | undefined
}

export function ReportDialogView({ actorRef, open, onClose, memberName }: ReportDialogViewProps) {
  const { t } = useTranslation('profile')
  const sent = useSelector(actorRef, selectIsSent)
  const submitting = useSelector(actorRef, selectIsSubmitting)
  const formId = useId()
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={memberName ? t('report.title', { name: memberName }) : t('report.titleGeneric')}
      description={t('report.description')}
      footer={
        sent ? (
          <Button variant="solid" onClick={onClose}>
            {t('report.close')}
          </Button>
        ) : (
          <>
            <Button variant="plain" onClick={onClose}>
              {t('report.cancel')}
            </Button>
            <Button variant="danger" type="submit" form={formId} loading={submitting}>
              {t('report.submit')}
            </Button>
          </>
        )
      }
    >
      {sent ? <ReportSent /> : <ReportForm actorRef={actorRef} formId={formId} />}
    </ModalDialog>
  )
}

function ReportSent() {
  const { t } = useTranslation('profile')
  const ref = useRef<HTMLDivElement>(null)
  // The form it replaced took the focus with it: the confirmation takes it, so it is read out.
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} role="status" tabIndex={-1} className={styles.sent}>
      <p className={styles.sentTitle}>{t('report.sent')}</p>
      <p>{t('report.sentHelp')}</p>
    </div>
  )
}

function ReportForm({ actorRef, formId }: { actorRef: ReportActorRef; formId: string }) {
  const { t } = useTranslation('profile')
  const reason = useSelector(actorRef, selectReason)
  const details = useSelector(actorRef, selectDetails)
  const code = useSelector(actorRef, selectCode)
  const reasonError = useSelector(actorRef, selectReasonError)
  const codeError = useSelector(actorRef, selectCodeError)
  const failure = useSelector(actorRef, selectFailure)
  const submitting = useSelector(actorRef, selectIsSubmitting)
  const ids = { legend: useId(), reasonError: useId() }
  const firstReason = useRef<HTMLInputElement>(null)
  const codeInput = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    actorRef.send({ type: 'report.submit' })
    // The first field in error takes the focus, so its message is heard next to it.
    const snapshot = actorRef.getSnapshot()
    if (selectReasonError(snapshot)) firstReason.current?.focus()
    else if (selectCodeError(snapshot)) codeInput.current?.focus()
  }

  return (
    <form id={formId} noValidate onSubmit={submit} className={styles.form}>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure.code === 'server' ? failure.message : t('report.errors.reportFailed')}
        </p>
      ) : null}

      <fieldset
        aria-labelledby={ids.legend}
        aria-describedby={reasonError ? ids.reasonError : undefined}
        className={styles.fieldset}
      >
        <legend id={ids.legend} className={styles.legend}>
          {t('report.reason')}
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        </legend>
        <div className={styles.reasons}>
          {REPORT_REASONS.map((key, index) => (
            <label key={key} className={styles.reason}>
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name={`${formId}-reason`}
                value={key}
                checked={reason === key}
                disabled={submitting}
                onChange={() => actorRef.send({ type: 'field.change', field: 'reason', value: key })}
                className={styles.radio}
              />
              {t(`enums.reportReasons.${key}`)}
            </label>
          ))}
        </div>
        {reasonError ? (
          <p id={ids.reasonError} role="alert" className={styles.error}>
            {t(`report.errors.${reasonError}`)}
          </p>
        ) : null}
      </fieldset>

      <FieldRoot readOnly={submitting}>
        <FieldLabel>{t('report.details')}</FieldLabel>
        <Field.Textarea
          value={details}
          rows={3}
          maxLength={2000}
          onChange={(event) =>
            actorRef.send({ type: 'field.change', field: 'details', value: event.target.value })
          }
          className={styles.textarea}
        />
        <FieldHelperText>{t('report.detailsHelp')}</FieldHelperText>
        <FieldErrorText />
      </FieldRoot>

      <CaptchaImage actorRef={actorRef} />

      <TextField
        ref={codeInput}
        label={t('report.code')}
        helperText={t('report.codeHelp')}
        required
        readOnly={submitting}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) =>
          actorRef.send({ type: 'field.change', field: 'code', value: event.target.value })
        }
        error={codeError ? <span role="alert">{t(`report.errors.${codeError}`)}</span> : null}
      />
    </form>
  )
}

function CaptchaImage({ actorRef }: { actorRef: ReportActorRef }) {
  const { t } = useTranslation('profile')
  const status = useSelector(actorRef, selectCaptchaStatus)
  const url = useSelector(actorRef, selectCaptchaUrl)
  const submitting = useSelector(actorRef, selectIsSubmitting)
  return (
    <div className={styles.captcha}>
      <div className={styles.captchaImage} aria-live="polite" aria-busy={status === 'loading'}>
        {status === 'shown' && url ? (
          <img src={url} alt={t('report.captchaAlt')} width={160} height={50} />
        ) : (
          <span className={status === 'failed' ? styles.error : styles.muted}>
            {status === 'failed' ? t('report.captchaFailed') : t('report.captchaLoading')}
          </span>
        )}
      </div>
      <IconButton
        aria-label={t('report.refreshCaptcha')}
        variant="outline"
        disabled={submitting}
        onClick={() => actorRef.send({ type: 'captcha.refresh' })}
      >
        <RefreshIcon />
      </IconButton>
    </div>
  )
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  failure: css({
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'danger.subtle',
    color: 'danger.fg',
    fontSize: 'sm',
    fontWeight: 'medium',
  }),
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '2', borderWidth: '0', p: '0', m: '0' }),
  legend: css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' }),
  required: css({ color: 'danger.fg' }),
  reasons: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2' }),
  reason: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '2',
    borderRadius: 'xl',
    bg: 'bg.subtle',
    cursor: 'pointer',
    fontSize: 'sm',
    '&:has(input:checked)': { bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold' },
    '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  radio: css({ accentColor: 'primary.solid', w: '4', h: '4', flexShrink: '0' }),
  error: css({ color: 'danger.fg', fontSize: 'sm', fontWeight: 'medium' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  textarea: css({
    w: 'full',
    minH: '20',
    px: '4',
    py: '3',
    borderRadius: '2xl',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.input',
    bg: 'bg.surface',
    color: 'fg.default',
    fontFamily: 'body',
    fontSize: 'md',
    resize: 'vertical',
    outline: 'none',
    _focusVisible: { borderColor: 'focusRing', boxShadow: '0 0 0 1px token(colors.focusRing)' },
  }),
  captcha: css({ display: 'flex', alignItems: 'center', gap: '3' }),
  captchaImage: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '160px',
    h: '50px',
    borderRadius: 'lg',
    bg: 'bg.subtle',
    overflow: 'hidden',
    textAlign: 'center',
  }),
  sent: css({ display: 'flex', flexDirection: 'column', gap: '2', outline: 'none' }),
  sentTitle: css({ fontWeight: 'semibold', color: 'success.fg' }),
}
