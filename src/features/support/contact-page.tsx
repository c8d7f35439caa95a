/** Contact (/app/contact): the contact form, signed with the member's email and nickname. */
import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { contactMachine } from '../../machines/contact/contact.machine'
import { selectCurrentUser } from '../../machines/session/session.selectors'
import { PageTitle } from '../layout/page-title'
import { SessionContext } from '../session/session-context'
import { ContactForm } from './contact-form'

export default function ContactPage() {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('support')
  const user = SessionContext.useSelector(selectCurrentUser)
  // Taken once: a later refresh of the member does not rewrite what is being typed.
  const [input] = useState(() => ({ email: user?.email ?? '', nickname: user?.nickname ?? '' }))
  const actorRef = useActorRef(contactMachine, { input })
  return (
    <div className={css({ maxW: '2xl', mx: 'auto' })}>
      <PageTitle>{t('routes.contact')}</PageTitle>
      <p className={css({ color: 'fg.muted', mb: '5' })}>{ts('contact.intro')}</p>
      <ContactForm actorRef={actorRef} />
    </div>
  )
}
