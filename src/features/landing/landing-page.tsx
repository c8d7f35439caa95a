import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { PageTitle } from '../layout/page-title'
import { useDocumentTitle } from '../layout/use-document-title'
import { HeroIllustration } from './hero-illustration'

const FEATURES = ['search', 'swipe', 'chat', 'ratings'] as const
const REASSURANCE = ['adultsOnly', 'moderation', 'privateAlbums', 'anonymousReports', 'privacy'] as const
const STEPS = ['signUp', 'profile', 'meet'] as const

/** The landing page at /: what the site is, why it is safe, and the way in. */
export default function LandingPage() {
  const { t } = useTranslation('landing')
  useDocumentTitle(t('docTitle'))
  return (
    <>
      <section className={hero} aria-labelledby="landing-title">
        <div className={css({ flex: '1', minW: '0' })}>
          <p className={css({ fontWeight: 'semibold', color: 'primary.fg', mb: '2' })}>{t('hero.eyebrow')}</p>
          <PageTitle id="landing-title" className={heroTitle}>
            {t('hero.headline')}
          </PageTitle>
          <p
            className={css({
              fontSize: { base: 'md', md: 'lg' },
              mb: '6',
              maxW: '2xl',
              lineHeight: 'relaxed',
            })}
          >
            {t('hero.subheadline')}
          </p>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
            <Button asChild size="lg">
              <Link href="/app/register">{t('hero.primaryCta')}</Link>
            </Button>
            <span className={css({ color: 'fg.muted' })}>{t('hero.alreadyMember')}</span>
            <Button asChild size="lg" variant="outline">
              <Link href="/?modal=login">{t('hero.secondaryCta')}</Link>
            </Button>
          </div>
          <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
            {t('hero.ctaNote')} {t('hero.ageNotice')}
          </p>
        </div>
        <HeroIllustration label={t('hero.imageAlt')} />
      </section>

      <section className={band} aria-labelledby="landing-features">
        <h2 id="landing-features" className={h2}>
          {t('features.title')}
        </h2>
        <ul className={grid}>
          {FEATURES.map((key) => (
            <li key={key} className={card}>
              <h3 className={h3}>{t(`features.items.${key}.title`)}</h3>
              <p>{t(`features.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={band} aria-labelledby="landing-how">
        <h2 id="landing-how" className={h2}>
          {t('howItWorks.title')}
        </h2>
        <ol className={grid}>
          {STEPS.map((key, i) => (
            <li key={key} className={card}>
              <span aria-hidden="true" className={stepNumber}>
                {i + 1}
              </span>
              <h3 className={h3}>{t(`howItWorks.steps.${key}.title`)}</h3>
              <p>{t(`howItWorks.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={band} aria-labelledby="landing-safety">
        <h2 id="landing-safety" className={h2}>
          {t('reassurance.title')}
        </h2>
        <p className={css({ mb: '6', maxW: '3xl' })}>{t('reassurance.intro')}</p>
        <ul className={grid}>
          {REASSURANCE.map((key) => (
            <li key={key} className={card}>
              <h3 className={h3}>{t(`reassurance.items.${key}.title`)}</h3>
              <p>{t(`reassurance.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        className={css({ ...bandStyle, textAlign: 'center', pb: '16' })}
        aria-labelledby="landing-final"
      >
        <h2 id="landing-final" className={h2}>
          {t('finalCta.title')}
        </h2>
        <p className={css({ mb: '6' })}>{t('finalCta.text')}</p>
        <Button asChild size="lg">
          <Link href="/app/register">{t('finalCta.button')}</Link>
        </Button>
      </section>
    </>
  )
}

const bandStyle = {
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '12' },
} as const
const band = css(bandStyle)
const hero = css({
  ...bandStyle,
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: 'center',
  gap: '8',
  pt: { base: '8', md: '16' },
})
const heroTitle = css({
  fontSize: { base: '3xl', md: '5xl' },
  fontWeight: 'bold',
  lineHeight: 'tight',
  mb: '4',
  outline: 'none',
})
const h2 = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mb: '6' })
const h3 = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(auto-fit, minmax(220px, 1fr))' },
  gap: '4',
  listStyle: 'none',
  p: '0',
  m: '0',
})
const card = css({ bg: 'bg.surface', borderRadius: 'xl', p: '6', lineHeight: 'relaxed' })
const stepNumber = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  mb: '3',
  borderRadius: 'full',
  bg: 'primary.solid',
  color: 'primary.contrast',
  fontWeight: 'bold',
})
