/**
 * The member's home (/app) as a pure view: a welcome, shortcuts to search, swipe, chat and vote,
 * links to the member's matches, visitors and favorites, the wall's news line and the recent
 * activity. The page (home-page.tsx) gives it the member; its loading state (home-skeleton.tsx),
 * prerendered into the page's shell, gives it what the page's first script read of the member, or
 * holes the script fills (src/app/early-home.ts, issue 38): the same markup either way, so nothing
 * moves when the app takes over.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import { CardsIcon, MessageIcon, SearchIcon, StarOutlineIcon } from '../../components/ui/icons'
import { PageTitle } from '../layout/page-title'

const SHORTCUTS = [
  {
    href: '/app/search',
    title: 'home.shortcuts.search',
    text: 'home.shortcuts.searchText',
    Icon: SearchIcon,
  },
  { href: '/app/swipe', title: 'home.shortcuts.swipe', text: 'home.shortcuts.swipeText', Icon: CardsIcon },
  { href: '/app/chat', title: 'home.shortcuts.chat', text: 'home.shortcuts.chatText', Icon: MessageIcon },
  { href: '/app/vote', title: 'home.shortcuts.vote', text: 'home.shortcuts.voteText', Icon: StarOutlineIcon },
] as const

const MORE = [
  { href: '/app/matches', label: 'home.more.matches' },
  { href: '/app/account/visitors', label: 'home.more.visitors' },
  { href: '/app/account/favorites', label: 'home.more.favorites' },
] as const

export interface HomeViewProps {
  /** The member's nickname; '' while unknown (the shell: a hole the first script fills). */
  nickname: string
  /**
   * The wall's news count (the member lookup's wall_news); null while unknown (the shell: a hidden
   * line the first script fills and shows).
   */
  wallNews: number | null
  activity: ReactNode
}

export function HomeView({ nickname, wallNews, activity }: HomeViewProps) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('social')
  return (
    <div>
      <PageTitle>{t('routes.home')}</PageTitle>
      <div className={styles.columns}>
        <div className={styles.main}>
          <section aria-labelledby="home-welcome" className={styles.welcome}>
            <h2
              id="home-welcome"
              className={styles.welcomeTitle}
              data-early-welcome={nickname ? undefined : ts('home.welcome', { nickname: '{{nickname}}' })}
            >
              {nickname ? ts('home.welcome', { nickname }) : ts('home.welcomeMember')}
            </h2>
            <p className={styles.muted}>{ts('home.intro')}</p>
            {wallNews === null ? (
              <EarlyWallNews />
            ) : (
              <p className={styles.news}>
                {wallNews > 0 ? ts('home.wallNews', { count: wallNews }) : ts('home.wallNewsNone')}{' '}
                <Link href="/app/wall" className={styles.inlineLink}>
                  {ts('home.openWall')}
                </Link>
              </p>
            )}
          </section>
          <nav aria-label={ts('home.shortcuts.label')}>
            <ul className={styles.shortcuts}>
              {SHORTCUTS.map(({ href, title, text, Icon }) => (
                <li key={href}>
                  <Link href={href} className={styles.shortcut}>
                    <span className={styles.icon}>
                      <Icon />
                    </span>
                    <span className={styles.shortcutTitle}>{ts(title)}</span>
                    <span className={styles.shortcutText}>{ts(text)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={ts('home.more.label')}>
            <ul className={styles.more}>
              {MORE.map(({ href, label }) => (
                <li key={href}>
                  <Link href={href} className={styles.moreLink}>
                    {ts(label)}
                  </Link>
                </li>
              ))}
              <li>
                <Link href="/app/wall" className={styles.moreLink}>
                  {t('routes.wall')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <div className={styles.aside}>{activity}</div>
      </div>
    </div>
  )
}

/**
 * The news line before the lookup is in (the shell): its place kept, invisible, with a count's words
 * in it (so that the line, filled, moves nothing below it), and its sentences for the first script to
 * fill it with and show it (src/app/early-home.ts): one per plural category of the language
 * (`data-plural-<category>`, with `{{count}}`), and the one for no news (`data-none`).
 */
function EarlyWallNews() {
  const { t, i18n } = useTranslation('social')
  const language = i18n.resolvedLanguage ?? i18n.language
  const plurals: Record<string, string> = {}
  for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
    const sentence = i18n.getResource(language, 'social', `home.wallNews_${category}`)
    if (typeof sentence === 'string') plurals[`data-plural-${category}`] = sentence
  }
  return (
    <p
      data-early-wall-news=""
      data-early-pending=""
      data-none={t('home.wallNewsNone')}
      className={cx(styles.news, styles.pending)}
      {...plurals}
    >
      <span data-early-text="">{t('home.wallNews', { count: 10 })}</span>{' '}
      <Link href="/app/wall" className={styles.inlineLink} tabIndex={-1}>
        {t('home.openWall')}
      </Link>
    </p>
  )
}

const styles = {
  columns: css({
    display: 'grid',
    gap: '8',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 22rem' },
    alignItems: 'start',
  }),
  main: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' }),
  welcome: css({ bg: 'bg.surface', borderRadius: '2xl', boxShadow: 'card', p: { base: '5', md: '6' } }),
  welcomeTitle: css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', mb: '1' }),
  muted: css({ color: 'fg.muted' }),
  news: css({ mt: '3', fontWeight: 'medium' }),
  // Until the first script fills it: there, but not shown (nor read, nor focused).
  pending: css({ '&[data-early-pending]': { visibility: 'hidden' } }),
  inlineLink: css({ color: 'primary.fg', fontWeight: 'semibold', textDecoration: 'underline' }),
  shortcuts: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    gap: '3',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  shortcut: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    h: 'full',
    p: '4',
    bg: 'bg.surface',
    borderRadius: '2xl',
    boxShadow: 'card',
    color: 'fg.default',
    textDecoration: 'none',
    transition: 'box-shadow 0.15s',
    _hover: { boxShadow: 'overlay' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  icon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '10',
    h: '10',
    mb: '1',
    borderRadius: 'full',
    bg: 'primary.subtle',
    color: 'primary.fg',
    '& svg': { w: '5', h: '5' },
  }),
  shortcutTitle: css({ fontWeight: 'bold' }),
  shortcutText: css({ fontSize: 'sm', color: 'fg.muted' }),
  more: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  moreLink: css({
    display: 'inline-flex',
    alignItems: 'center',
    h: '10',
    px: '5',
    borderRadius: 'pill',
    bg: 'bg.surface',
    boxShadow: 'card',
    color: 'primary.fg',
    fontWeight: 'semibold',
    fontSize: 'sm',
    textDecoration: 'none',
    _hover: { bg: 'primary.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  aside: css({ minW: '0' }),
}
