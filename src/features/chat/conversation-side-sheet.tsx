/** Below 1280 px, the conversation's side column (actions, the contact's album) as a bottom sheet. */
import { useTranslation } from 'react-i18next'
import { Sheet } from '../../components/ui/sheet'
import { setChatSheetOpen } from '../../stores/shell'
import type { ConversationPanelProps } from './conversation-panel'
import { ConversationSide } from './conversation-side'

export default function ConversationSideSheet(props: ConversationPanelProps & { open: boolean }) {
  const { t } = useTranslation('chat')
  const nickname = props.contactNickname
  return (
    <Sheet title={t('side.label', { nickname })} open={props.open} onOpenChange={setChatSheetOpen}>
      <ConversationSide {...props} nickname={nickname} />
    </Sheet>
  )
}
