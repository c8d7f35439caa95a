/** The words for a chat failure code (`ChatFailure`): the server's own text when it sent one. */
import type { TFunction } from 'i18next'
import type { ChatFailure } from '../../api/chat-failure'

export function chatFailureText(t: TFunction<'chat'>, failure: ChatFailure): string {
  if (failure.code === 'refused') return failure.message || t('errors.refused')
  return failure.code === 'offline' ? t('errors.offline') : t('errors.generic')
}
