import type { ConversationItem } from '@aita/api';
import { Button, NoticeDialog } from '@aita/ui';
import { useAppDispatch } from '../../../shared/hooks';
import { CHAT_TEXT } from '../chatText';
import { conversationDeleted } from './conversationsSlice';

/** Props of {@link DeleteDialog}. */
export interface DeleteDialogProps {
  /** The conversation to delete; null closes the dialog. */
  deleting: ConversationItem | null;
  onClose: () => void;
}

/**
 * The 删除 confirmation of a conversation (Headless UI Dialog): its own chunk, mounted the
 * first time a teacher asks to delete (docs/performance.md "Pages").
 */
export function DeleteDialog({ deleting, onClose }: DeleteDialogProps) {
  const dispatch = useAppDispatch();
  return (
    <NoticeDialog
      open={deleting !== null}
      title={CHAT_TEXT.remove}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {CHAT_TEXT.cancel}
          </Button>
          <Button
            variant="danger"
            data-testid="confirm-delete"
            onClick={() => {
              if (deleting) dispatch(conversationDeleted({ id: deleting.id }));
              onClose();
            }}
          >
            {CHAT_TEXT.confirm}
          </Button>
        </>
      }
    >
      {CHAT_TEXT.confirmRemove}
    </NoticeDialog>
  );
}
