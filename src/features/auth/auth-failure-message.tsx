import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { AuthFailure } from '../../machines/login/login.types'

const alert = css({
  px: '4',
  py: '3',
  borderRadius: 'xl',
  bg: 'danger.subtle',
  color: 'danger.fg',
  fontSize: 'sm',
  fontWeight: 'medium',
})

/** Spec section 8: the server's text as it sent it, else 'Erreur de connexion'. Announced at once. */
export function AuthFailureMessage({ failure }: { failure: AuthFailure }) {
  const { t } = useTranslation('auth')
  return (
    <p role="alert" className={alert}>
      {failure.code === 'server' ? failure.message : t('errors.connectionError')}
    </p>
  )
}
