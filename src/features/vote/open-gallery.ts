import type { ProfileCard } from '../../api/models/profile'
import { useModalRouter } from '../modals/modal-router-context'

/** Opens a member's gallery (modal `gallery`) on their main photo. */
export function useOpenGallery(): (card: ProfileCard) => void {
  const modals = useModalRouter()
  return (card) =>
    modals.open(
      'gallery',
      card.avatar ? { modalId: card.id, modalPhoto: card.avatar.id } : { modalId: card.id },
    )
}
