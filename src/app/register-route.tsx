import { useModalRouter } from '../features/modals/modal-router-context'
import RegisterPage from '../features/onboarding/register-page'
import { useSignedIn } from './onboarding-modals'

/** /app/register, wired: a registration signs the member in; 'Se connecter' opens the login dialog. */
export default function RegisterRoute() {
  const onSignedIn = useSignedIn()
  const modals = useModalRouter()
  return <RegisterPage onSignedIn={onSignedIn} onLoginRequested={() => modals.open('login')} />
}
