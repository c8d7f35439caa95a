/**
 * The deletion's confirmation (spec section 5: 'Êtes-vous sûr de vouloir supprimer cette photo ?'),
 * an alert dialog over the photo manager: open while it asks and while the call runs.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { ActorRefFrom } from 'xstate'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import type { photoManagerMachine } from '../../machines/photo-manager/photo-manager.machine'
import {
  selectIsConfirmingDelete,
  selectIsDeleting,
  selectPendingDelete,
} from '../../machines/photo-manager/photo-manager.selectors'
import { footerActions } from './photos-styles'

export function DeletePhotoDialog({ actorRef }: { actorRef: ActorRefFrom<typeof photoManagerMachine> }) {
  const { t } = useTranslation('photos')
  const asking = useSelector(actorRef, selectIsConfirmingDelete)
  const deleting = useSelector(actorRef, selectIsDeleting)
  const photo = useSelector(actorRef, selectPendingDelete)
  const cancel = () => actorRef.send({ type: 'photo.delete.cancel' })
  // Mounted only while open: a closed Ark dialog left in the page kept the photos' menus from
  // reporting their selection.
  if (!asking && !deleting) return null
  return (
    <Dialog
      role="alertdialog"
      open
      onOpenChange={({ open }) => {
        if (!open) cancel()
      }}
      title={t('delete.title')}
      description={t('delete.confirm')}
      footer={
        <div className={footerActions}>
          <Button variant="outline" onClick={cancel} disabled={deleting}>
            {t('delete.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={deleting}
            onClick={() => actorRef.send({ type: 'photo.delete.confirm' })}
          >
            {t('delete.submit')}
          </Button>
        </div>
      }
    >
      {photo ? (
        <img src={photo.small || photo.normal} alt="" className={thumbnail} width={96} height={96} />
      ) : null}
    </Dialog>
  )
}

const thumbnail = css({ w: '24', h: '24', objectFit: 'cover', borderRadius: 'lg', mx: 'auto' })
