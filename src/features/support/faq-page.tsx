/** FAQ (/app/faq): the sections from the server, loaded when the page opens. */
import { useActorRef } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { faqMachine } from '../../machines/faq/faq.machine'
import { PageTitle } from '../layout/page-title'
import { FaqView } from './faq-view'

export default function FaqPage() {
  const { t } = useTranslation()
  const actorRef = useActorRef(faqMachine)
  return (
    <div className={css({ maxW: '3xl', mx: 'auto' })}>
      <PageTitle>{t('routes.faq')}</PageTitle>
      <FaqView actorRef={actorRef} />
    </div>
  )
}
