/**
 * The advanced search dialog (modal `search`, spec section 2) over the page's search-form actor:
 * the simple criteria again, then nickname, first name, height and weight (each switched on), eyes,
 * hair, marital status, orientation and newest first. A lazy chunk of its own: the page loads it
 * when the dialog opens.
 */
import { type FormEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { ModalDialog } from '../modals/modal-dialog'
import {
  AgeField,
  ChoiceCriterionField,
  CityField,
  DistanceField,
  FlagField,
  GenderField,
  OptionalRangeField,
  type SearchFormRef,
  TextCriterionField,
} from './search-fields'
import { submitSearch } from './search-form-view'

const FORM_ID = 'advanced-search-form'

export interface AdvancedSearchDialogProps {
  actorRef: SearchFormRef
  open: boolean
  /** Escape, the close button or a click outside. */
  onClose: () => void
}

export default function AdvancedSearchDialog({ actorRef, open, onClose }: AdvancedSearchDialogProps) {
  const { t } = useTranslation('search')
  const formRef = useRef<HTMLFormElement>(null)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submitSearch(actorRef, formRef.current)
  }
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('advanced.title')}
      description={t('advanced.description')}
      footer={
        <>
          <Button variant="ghost" onClick={() => actorRef.send({ type: 'form.reset' })}>
            {t('form.reset')}
          </Button>
          <Button type="submit" form={FORM_ID}>
            {t('form.submit')}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label={t('advanced.formLabel')}
        className={styles.form}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('advanced.mainSection')}</legend>
          <GenderField actorRef={actorRef} />
          <AgeField actorRef={actorRef} />
          <CityField actorRef={actorRef} />
          <DistanceField actorRef={actorRef} />
          <div className={styles.flags}>
            <FlagField actorRef={actorRef} field="isOnline" />
            <FlagField actorRef={actorRef} field="hasPhoto" />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('advanced.moreSection')}</legend>
          <div className={styles.pair}>
            <TextCriterionField actorRef={actorRef} field="nickname" />
            <TextCriterionField actorRef={actorRef} field="firstname" />
          </div>
          <OptionalRangeField actorRef={actorRef} field="height" />
          <OptionalRangeField actorRef={actorRef} field="weight" />
          <div className={styles.pair}>
            <ChoiceCriterionField actorRef={actorRef} field="eyesColor" />
            <ChoiceCriterionField actorRef={actorRef} field="hairsColor" />
            <ChoiceCriterionField actorRef={actorRef} field="maritalStatus" />
            <ChoiceCriterionField actorRef={actorRef} field="sexualPreferences" />
          </div>
          <FlagField actorRef={actorRef} field="isLast" />
        </fieldset>
      </form>
    </ModalDialog>
  )
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '5', border: 'none', p: '0', m: '0' }),
  legend: css({ fontSize: 'md', fontWeight: 'semibold', mb: '3', p: '0' }),
  flags: css({ display: 'flex', flexWrap: 'wrap', gap: '6' }),
  pair: css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } }),
}
