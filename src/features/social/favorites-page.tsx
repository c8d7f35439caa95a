/** /app/account/favorites (spec sections 4 and 7, load_contacts filter 3): the member's favorites. */
import { useActorRef } from '@xstate/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { favoritesListMachine } from '../../machines/favorites-list/favorites-list.machine'
import { PageTitle } from '../layout/page-title'
import { FavoritesView } from './favorites-view'

export function FavoritesPageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('social')
  return (
    <div>
      <PageTitle>{t('routes.favorites')}</PageTitle>
      <p className={css({ color: 'fg.muted', mb: '5' })}>{ts('favorites.intro')}</p>
      {children}
    </div>
  )
}

export default function FavoritesPage() {
  const actorRef = useActorRef(favoritesListMachine)
  return (
    <FavoritesPageLayout>
      <FavoritesView actorRef={actorRef} />
    </FavoritesPageLayout>
  )
}
