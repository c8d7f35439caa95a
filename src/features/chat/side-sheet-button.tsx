/**
 * The button in a conversation's head that opens the contact's actions and album as a sheet, below
 * 1280 px (from there they stand beside the chat). In the page's loading state, prerendered into the
 * shell, it is disabled and its name waits for the nickname, which the page's first script writes in
 * (`data-early-label`, src/app/early-conversation.ts).
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { IconButton } from '../../components/ui/button'
import { MoreIcon } from '../../components/ui/icons'

export interface SideSheetButtonProps {
  nickname: string
  onClick?: () => void
  /** The loading state's: nothing to open yet, and the nickname written in by the first script. */
  waiting?: boolean
}

export function SideSheetButton({ nickname, onClick, waiting = false }: SideSheetButtonProps) {
  const { t } = useTranslation('chat')
  return (
    <IconButton
      aria-label={t('side.open', { nickname })}
      aria-haspopup="dialog"
      variant="outline"
      className={sheetButton}
      onClick={onClick}
      disabled={waiting}
      data-early-label={waiting ? t('side.open', { nickname: '{{nickname}}' }) : undefined}
    >
      <MoreIcon />
    </IconButton>
  )
}

const sheetButton = css({ flexShrink: '0', minW: '11', h: '11', xl: { display: 'none' } })
