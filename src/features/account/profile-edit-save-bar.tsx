/**
 * The profile editor's save bar, kept in view: how the last save went, whether anything is left to
 * save, and the buttons to discard the changes or save them.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import type { ProfileEditActorRef } from '../../machines/profile-edit/profile-edit.machine'
import {
  selectIsDirty,
  selectIsSaving,
  selectOutcome,
} from '../../machines/profile-edit/profile-edit.selectors'
import { alertBox, alertDetail, successBox } from './form-styles'

export function ProfileEditSaveBar({ actorRef }: { actorRef: ProfileEditActorRef }) {
  const { t } = useTranslation('account')
  const saving = useSelector(actorRef, selectIsSaving)
  const dirty = useSelector(actorRef, selectIsDirty)
  const outcome = useSelector(actorRef, selectOutcome)
  return (
    <div className={styles.saveBar}>
      {outcome?.kind === 'saved' ? (
        <p role="status" className={successBox}>
          {t('editProfile.saved')}
        </p>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <div role="alert" className={alertBox}>
          <p>{t('editProfile.failed')}</p>
          {outcome.serverMessage ? <p className={alertDetail}>{outcome.serverMessage}</p> : null}
          {outcome.savedGroups.length > 0 ? (
            <p className={alertDetail}>{t('editProfile.partlySaved')}</p>
          ) : null}
        </div>
      ) : null}
      <div className={styles.saveRow}>
        <p className={styles.muted}>{dirty ? t('editProfile.dirty') : t('editProfile.clean')}</p>
        <div className={styles.buttons}>
          <Button
            variant="plain"
            disabled={!dirty || saving}
            onClick={() => actorRef.send({ type: 'form.reset' })}
          >
            {t('editProfile.reset')}
          </Button>
          <Button type="submit" size="lg" loading={saving} disabled={!dirty && !saving}>
            {t('editProfile.save')}
          </Button>
        </div>
      </div>
    </div>
  )
}

const styles = {
  saveBar: css({
    position: 'sticky',
    // Above the phones' tab bar and the on-screen keyboard (the theme's --pinned-bottom), with a gap
    // for its shadow: at bottom 0 it lay under the tab bar, whose links took the taps meant for
    // 'Enregistrer'.
    bottom: 'calc(var(--pinned-bottom, 0px) + 0.5rem)',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    bg: 'bg.surface',
    borderRadius: '2xl',
    boxShadow: 'overlay',
    p: '4',
    zIndex: '1',
  }),
  saveRow: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
  }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
}
