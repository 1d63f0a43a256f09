import { Drawer } from '@aita/ui';
import { CHAT_TEXT } from '../chatText';
import { ConversationList, type ConversationListProps } from './ConversationList';

/** Props of {@link HistoryDrawer}. */
export interface HistoryDrawerProps extends ConversationListProps {
  open: boolean;
  onClose: () => void;
}

/** Below 768 px, the conversation list as a drawer behind 历史会话 (docs/chat-web.md "Phone"). */
export function HistoryDrawer({ open, onClose, onSelect, onNew }: HistoryDrawerProps) {
  return (
    <Drawer
      open={open}
      title={CHAT_TEXT.conversations}
      onClose={onClose}
      width={320}
      className="md:hidden"
    >
      <div data-testid="history-drawer" className="h-full">
        <ConversationList onSelect={onSelect} onNew={onNew} />
      </div>
    </Drawer>
  );
}
