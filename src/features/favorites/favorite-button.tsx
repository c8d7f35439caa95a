/**
 * The favorite button (spec section 4): `<FavoriteButton memberId isFavorite />` owns its toggle
 * actor; a click shows the change at once and a refusal puts it back with a message.
 * `FavoriteToggleView` is the pure view over an existing actor (stories).
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Button, IconButton } from '../../components/ui/button'
import { HeartIcon } from '../../components/ui/icons'
import {
  type FavoriteToggleActorRef,
  favoriteToggleMachine,
} from '../../machines/favorite-toggle/favorite-toggle.machine'
import {
  selectFavoriteFailure,
  selectIsFavorite,
  selectIsSyncing,
} from '../../machines/favorite-toggle/favorite-toggle.selectors'
import { chatFailureText } from '../chat/failure-text'

export interface FavoriteToggleViewProps {
  actorRef: FavoriteToggleActorRef
  /** The member's nickname, for the button's name ('Ajouter Julie aux favoris'). */
  nickname?: string | undefined
  /** A pill with the words next to the heart, instead of a round icon button. */
  withLabel?: boolean
  className?: string
}

export function FavoriteToggleView({
  actorRef,
  nickname,
  withLabel = false,
  className,
}: FavoriteToggleViewProps) {
  const { t } = useTranslation('chat')
  const isFavorite = useSelector(actorRef, selectIsFavorite)
  const isSyncing = useSelector(actorRef, selectIsSyncing)
  const failure = useSelector(actorRef, selectFavoriteFailure)
  const errorId = useId()
  const label = nickname
    ? t(isFavorite ? 'favorite.removeNamed' : 'favorite.addNamed', { nickname })
    : t(isFavorite ? 'favorite.remove' : 'favorite.add')
  const toggle = () => actorRef.send({ type: 'favorite.toggle' })
  const common = {
    onClick: toggle,
    'aria-busy': isSyncing || undefined,
    'aria-describedby': failure ? errorId : undefined,
    'data-favorite': isFavorite ? '' : undefined,
    className: cx(styles.button, isFavorite && styles.on),
  }
  return (
    <span className={cx(styles.root, className)}>
      {withLabel ? (
        <Button variant="outline" size="sm" {...common}>
          <HeartIcon filled={isFavorite} />
          {label}
        </Button>
      ) : (
        <IconButton aria-label={label} title={label} {...common}>
          <HeartIcon filled={isFavorite} />
        </IconButton>
      )}
      {failure ? (
        <span id={errorId} role="alert" className={styles.error}>
          {chatFailureText(t, failure)}
        </span>
      ) : null}
    </span>
  )
}

export interface FavoriteButtonProps extends Omit<FavoriteToggleViewProps, 'actorRef'> {
  memberId: string
  isFavorite: boolean
  /** Told once the server accepted a change. */
  onChange?: (isFavorite: boolean) => void
  /** The machine to run (stories pass a `.provide()`d one). */
  logic?: typeof favoriteToggleMachine
}

/** One toggle actor per member: another member gets a fresh one. */
export function FavoriteButton(props: FavoriteButtonProps) {
  return <FavoriteButtonFor key={props.memberId} {...props} />
}

function FavoriteButtonFor({
  memberId,
  isFavorite,
  onChange,
  logic = favoriteToggleMachine,
  ...view
}: FavoriteButtonProps) {
  const actorRef = useActorRef(logic, { input: { memberId, isFavorite } })
  useEffect(() => {
    actorRef.send({ type: 'favorite.known', isFavorite })
  }, [actorRef, isFavorite])
  useEffect(() => {
    if (!onChange) return
    const subscription = actorRef.on('favorite.changed', (event) => onChange(event.isFavorite))
    return () => subscription.unsubscribe()
  }, [actorRef, onChange])
  return <FavoriteToggleView actorRef={actorRef} {...view} />
}

const styles = {
  root: css({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' }),
  button: css({ '&[aria-busy=true]': { cursor: 'progress' } }),
  on: css({ color: 'danger.fg' }),
  error: css({ fontSize: 'xs', color: 'danger.fg', maxW: '16rem' }),
}
