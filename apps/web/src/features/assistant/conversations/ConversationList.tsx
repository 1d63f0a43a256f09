import { CONVERSATION_TITLE_MAX_CHARS } from '@aita/core';
import type { ConversationItem } from '@aita/api';
import { Button, MoreIcon, PinIcon, PlusIcon, cn } from '@aita/ui';
import { lazy, memo, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { loginRequested, selectIsLoggedIn } from '../../identity';
import { selectConversationId } from '../chatSelectors';
import { CHAT_TEXT } from '../chatText';
import {
  conversationRenamed,
  selectConversations,
  selectConversationsStatus,
} from './conversationsSlice';

/**
 * The row menu and the delete confirmation (Headless UI Menu and Dialog) are chunks of their
 * own: the row menu loads when the first row shows, the dialog when first asked for, so an
 * empty chat page does not carry them (docs/performance.md "Pages").
 */
const RowMenu = lazy(async () => ({ default: (await import('./RowMenu')).RowMenu }));
const DeleteDialog = lazy(async () => ({ default: (await import('./DeleteDialog')).DeleteDialog }));

/** The look of the 更多操作 button, the same before and after its menu's chunk arrives. */
const MORE_BUTTON_CLASS =
  // A phone has no hover: there the menu button shows, at 44 px (docs/chat-web.md "Phone").
  'mr-1 grid size-11 shrink-0 cursor-pointer place-items-center rounded-lg text-ink-muted hover:bg-surface hover:text-ink md:size-7 md:opacity-0 md:group-hover:opacity-100 md:focus-visible:opacity-100 md:data-open:opacity-100';

/** Props of {@link ConversationList}. */
export interface ConversationListProps {
  onSelect: (item: ConversationItem) => void;
  onNew: () => void;
}

const Row = memo(function Row({
  item,
  active,
  onSelect,
  onAskDelete,
}: {
  item: ConversationItem;
  active: boolean;
  onSelect: (item: ConversationItem) => void;
  onAskDelete: (item: ConversationItem) => void;
}) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [menuPressed, setMenuPressed] = useState(false);
  const [title, setTitle] = useState(item.title);
  const save = () => {
    const next = title.replace(/\s+/g, ' ').trim();
    setEditing(false);
    if (next && next !== item.title) dispatch(conversationRenamed({ id: item.id, title: next }));
    else setTitle(item.title);
  };
  return (
    <li
      data-conversation-id={item.id}
      data-pinned={item.isTop === 1 ? 'true' : undefined}
      className={cn(
        'group relative flex items-center rounded-xl transition-colors',
        active ? 'bg-primary-50 text-primary-700' : 'text-ink-soft hover:bg-canvas',
      )}
    >
      {editing ? (
        <input
          aria-label={CHAT_TEXT.rename}
          autoFocus
          maxLength={CONVERSATION_TITLE_MAX_CHARS}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
            if (event.key === 'Escape') {
              setTitle(item.title);
              setEditing(false);
            }
          }}
          className="m-1 h-8 min-w-0 flex-1 rounded-lg bg-surface px-2 text-sm text-ink ring-1 ring-primary-300 outline-none"
        />
      ) : (
        <button
          type="button"
          onClick={() => onSelect(item)}
          className="flex h-11 min-w-0 flex-1 cursor-pointer items-center gap-2 px-3 text-left text-sm md:h-10"
        >
          {item.isTop === 1 ? (
            <PinIcon
              width="13"
              height="13"
              aria-hidden={false}
              aria-label={CHAT_TEXT.pin}
              className="shrink-0 text-accent"
            />
          ) : null}
          <span className="truncate">{item.title}</span>
        </button>
      )}
      {/* Kept mounted while renaming: unmounting an open menu would leave the page inert. */}
      <Suspense
        fallback={
          <button
            type="button"
            aria-label={CHAT_TEXT.moreActions}
            aria-haspopup="menu"
            className={editing ? 'hidden' : MORE_BUTTON_CLASS}
            onClick={() => setMenuPressed(true)}
          >
            <MoreIcon width="16" height="16" />
          </button>
        }
      >
        <RowMenu
          item={item}
          onRename={() => setEditing(true)}
          onAskDelete={onAskDelete}
          openOnMount={menuPressed}
          buttonClassName={editing ? 'hidden' : MORE_BUTTON_CLASS}
        />
      </Suspense>
    </li>
  );
});

/**
 * The conversation list of the chat page (spec §7 "AI talk"): pinned first; 置顶, 重命名 and
 * 删除 (with a confirm) from each row's menu; 新建对话 on top.
 */
export function ConversationList({ onSelect, onNew }: ConversationListProps) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const list = useAppSelector(selectConversations);
  const status = useAppSelector(selectConversationsStatus);
  const activeId = useAppSelector(selectConversationId);
  const [deleting, setDeleting] = useState<ConversationItem | null>(null);
  // Mounted from the first request on (and kept, so the dialog can close as it should).
  const [askedToDelete, setAskedToDelete] = useState(false);
  if (deleting && !askedToDelete) setAskedToDelete(true);

  return (
    <nav aria-label={CHAT_TEXT.conversations} className="flex h-full flex-col">
      <div className="p-3">
        <Button className="w-full" onClick={onNew} data-testid="new-conversation">
          <PlusIcon width="16" height="16" />
          {CHAT_TEXT.newChat}
        </Button>
      </div>
      <h2 className="px-5 pt-1 pb-2 text-xs font-medium text-ink-muted">
        {CHAT_TEXT.conversations}
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
        {!loggedIn ? (
          <div className="px-3 py-6 text-center text-sm text-ink-muted">
            <p>{CHAT_TEXT.loginToSee}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => dispatch(loginRequested({ reason: 'conversations' }))}
            >
              登录
            </Button>
          </div>
        ) : status === 'ready' && list.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-ink-muted">
            {CHAT_TEXT.noConversations}
          </p>
        ) : (
          <ul className="flex flex-col gap-0.5" data-testid="conversation-list">
            {list.map((item) => (
              <Row
                key={item.id}
                item={item}
                active={item.id === activeId}
                onSelect={onSelect}
                onAskDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </div>
      {askedToDelete ? (
        <Suspense fallback={null}>
          <DeleteDialog deleting={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
