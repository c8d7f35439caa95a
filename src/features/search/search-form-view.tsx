/**
 * The simple search on /app/search over a search-form actor: gender, age, city and distance, online
 * and with photo; a button opens the advanced search dialog. Pure view: reads selectors, sends events.
 */
import { useSelector } from '@xstate/react'
import { type FormEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { selectAdvancedCount } from '../../machines/search-form/search-form.selectors'
import {
  AgeField,
  CityField,
  DistanceField,
  FlagField,
  GenderField,
  type SearchFormRef,
} from './search-fields'

/** Sends `form.submit`; when the city was typed but not picked, focus goes back to it. */
export function submitSearch(actorRef: SearchFormRef, form: HTMLFormElement | null) {
  actorRef.send({ type: 'form.submit' })
  if (actorRef.getSnapshot().context.errors.city)
    form?.querySelector<HTMLElement>('input[name="ville"]')?.focus()
}

export interface SearchFormViewProps {
  actorRef: SearchFormRef
  /** Opens the advanced search dialog (modal `search`). */
  onOpenAdvanced: () => void
  /** The pointer is over the advanced button: the dialog's code may be fetched ahead. */
  onPrepareAdvanced?: () => void
}

export function SearchFormView({ actorRef, onOpenAdvanced, onPrepareAdvanced }: SearchFormViewProps) {
  const { t } = useTranslation('search')
  const advancedCount = useSelector(actorRef, selectAdvancedCount)
  const formRef = useRef<HTMLFormElement>(null)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submitSearch(actorRef, formRef.current)
  }
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('page.formLabel')}
      className={styles.form}
    >
      <div className={styles.grid}>
        <GenderField actorRef={actorRef} />
        <AgeField actorRef={actorRef} />
        <CityField actorRef={actorRef} />
        <DistanceField actorRef={actorRef} />
      </div>
      <div className={styles.flags}>
        <FlagField actorRef={actorRef} field="isOnline" />
        <FlagField actorRef={actorRef} field="hasPhoto" />
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="lg">
          {t('form.submit')}
        </Button>
        <Button
          variant="outline"
          size="lg"
          onClick={onOpenAdvanced}
          onPointerEnter={onPrepareAdvanced}
          onFocus={onPrepareAdvanced}
          aria-haspopup="dialog"
        >
          {t('form.advanced')}
          {advancedCount > 0 ? (
            <span className={styles.count}>{t('form.advancedCount', { count: advancedCount })}</span>
          ) : null}
        </Button>
        <Button variant="ghost" size="lg" onClick={() => actorRef.send({ type: 'form.reset' })}>
          {t('form.reset')}
        </Button>
      </div>
    </form>
  )
}

const styles = {
  form: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
    p: { base: '4', md: '6' },
    bg: 'bg.surface',
    borderRadius: '2xl',
    boxShadow: 'card',
  }),
  grid: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
    alignItems: 'start',
  }),
  flags: css({ display: 'flex', flexWrap: 'wrap', gap: '6' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
  count: css({ fontSize: 'xs', fontWeight: 'medium', _before: { content: '"·"', mx: '1.5' } }),
}
