import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useParams } from 'wouter'
import { NotFoundPage } from '../layout/not-found-page'
import { PageTitle } from '../layout/page-title'
import { useDocumentTitle } from '../layout/use-document-title'

/** The static pages of spec section 2 (and our accessibility statement), by slug. */
export const STATIC_PAGE_SLUGS = ['cgu', 'informations', 'charte_ethique', 'pcd', 'accessibility'] as const
type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number]

const isStaticPageSlug = (slug: string | undefined): slug is StaticPageSlug =>
  (STATIC_PAGE_SLUGS as readonly (string | undefined)[]).includes(slug)

interface Section {
  heading: string
  paragraphs: string[]
}

export default function StaticPage() {
  const { slug } = useParams<{ slug: string }>()
  if (!isStaticPageSlug(slug)) return <NotFoundPage />
  return <StaticPageContent slug={slug} />
}

function StaticPageContent({ slug }: { slug: StaticPageSlug }) {
  const { t } = useTranslation('pages')
  const title = t(`${slug}.title`)
  useDocumentTitle(title)
  const sections = t(`${slug}.sections`, { returnObjects: true }) as unknown as Section[]
  return (
    <article
      className={css({
        maxW: '3xl',
        mx: 'auto',
        bg: 'bg.surface',
        borderRadius: 'xl',
        p: { base: '5', md: '10' },
      })}
    >
      <PageTitle>{title}</PageTitle>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '6' })}>{t(`${slug}.updated`)}</p>
      <p className={css({ mb: '6', lineHeight: 'relaxed' })}>{t(`${slug}.intro`)}</p>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading} className={css({ mb: '6' })}>
            <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '2' })}>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} className={css({ mb: '3', lineHeight: 'relaxed' })}>
                {p}
              </p>
            ))}
          </section>
        ))}
    </article>
  )
}
