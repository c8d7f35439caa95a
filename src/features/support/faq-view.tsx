/**
 * The FAQ (/app/faq) over a FAQ machine: one section per name, each question a disclosure
 * (`<details>`: keyboard and screen readers get it for free) with its answer.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { ChevronDownIcon } from '../../components/ui/icons'
import type { FaqActorRef } from '../../machines/faq/faq.machine'
import { selectFaqSections, selectFaqStatus } from '../../machines/faq/faq.selectors'

export function FaqView({ actorRef }: { actorRef: FaqActorRef }) {
  const { t } = useTranslation('support')
  const status = useSelector(actorRef, selectFaqStatus)
  const sections = useSelector(actorRef, selectFaqSections)
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('faq.intro')}</p>
      {status === 'loading' ? (
        <p role="status" className={styles.muted}>
          {t('faq.loading')}
        </p>
      ) : null}
      {status === 'empty' ? <p className={styles.muted}>{t('faq.empty')}</p> : null}
      {status === 'failed' ? (
        <div role="alert" className={styles.alert}>
          <p>{t('faq.failed')}</p>
          <Button size="sm" variant="outline" onClick={() => actorRef.send({ type: 'faq.retry' })}>
            {t('faq.retry')}
          </Button>
        </div>
      ) : null}
      {sections.map((section, index) => (
        <section key={section.name} aria-labelledby={`faq-section-${index}`} className={styles.section}>
          <h2 id={`faq-section-${index}`} className={styles.sectionTitle}>
            {section.name}
          </h2>
          <div className={styles.entries}>
            {section.entries.map((entry) => (
              <details key={entry.question} className={styles.entry}>
                <summary className={styles.question}>
                  <span>{entry.question}</span>
                  <ChevronDownIcon aria-hidden="true" className={styles.chevron} />
                </summary>
                <p className={styles.answer}>{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <p className={styles.contact}>
        {t('faq.contactPrompt')}{' '}
        <Link href="/app/contact" className={styles.link}>
          {t('faq.contactLink')}
        </Link>
      </p>
    </div>
  )
}

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  intro: css({ color: 'fg.muted' }),
  muted: css({ color: 'fg.muted', py: '6', textAlign: 'center' }),
  alert: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'danger.subtle',
    color: 'danger.fg',
    fontWeight: 'medium',
  }),
  section: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    bg: 'bg.surface',
    borderRadius: '2xl',
    boxShadow: 'card',
    p: { base: '4', md: '6' },
  }),
  sectionTitle: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  entries: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  entry: css({ borderRadius: 'xl', bg: 'bg.subtle' }),
  question: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    px: '4',
    py: '3',
    fontWeight: 'semibold',
    cursor: 'pointer',
    listStyle: 'none',
    borderRadius: 'xl',
    '&::-webkit-details-marker': { display: 'none' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    '[open] > &': { '& svg': { transform: 'rotate(180deg)' } },
  }),
  chevron: css({
    w: '5',
    h: '5',
    flexShrink: '0',
    transition: 'transform 0.15s',
    _motionReduce: { transition: 'none' },
  }),
  answer: css({ px: '4', pb: '4', color: 'fg.default' }),
  contact: css({ textAlign: 'center' }),
  link: css({
    color: 'primary.fg',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { textDecoration: 'none' },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'focusRing',
      outlineOffset: '2px',
      borderRadius: 'sm',
    },
  }),
}
