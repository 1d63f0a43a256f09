import { CONVERSATION_TITLE_MAX_CHARS } from '@aita/core';
import type { ConversationItem } from '@aita/api';
import { Button, MoreIcon, NoticeDialog, PinIcon, PlusIcon, cn } from '@aita/ui';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { memo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { loginRequested, selectIsLoggedIn } from '../../identity';
import { selectConversationId } from '../chatSelectors';
import { CHAT_TEXT } from '../chatText';
import {
  conversationDeleted,
  conversationPinToggled,
  conversationRenamed,
  selectConversations,
  selectConversationsStatus,
} from './conversationsSlice';

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
          className="flex h-10 min-w-0 flex-1 cursor-pointer items-center gap-2 px-3 text-left text-sm"
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
      {editing ? null : (
        <Menu>
          <MenuButton
            aria-label="更多操作"
            className="mr-1 grid size-7 shrink-0 cursor-pointer place-items-center rounded-lg text-ink-muted opacity-0 group-hover:opacity-100 hover:bg-surface hover:text-ink focus-visible:opacity-100 data-open:opacity-100"
          >
            <MoreIcon width="16" height="16" />
          </MenuButton>
          <MenuItems
            anchor="bottom end"
            className="z-50 w-32 rounded-xl bg-surface p-1 text-sm shadow-xl ring-1 ring-line focus:outline-none"
          >
            <MenuItem>
              <button
                type="button"
                onClick={() =>
                  dispatch(conversationPinToggled({ id: item.id, pinned: item.isTop !== 1 }))
                }
                className="block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-ink data-focus:bg-canvas"
              >
                {item.isTop === 1 ? CHAT_TEXT.unpin : CHAT_TEXT.pin}
              </button>
            </MenuItem>
            <MenuItem>
              <button
                type="button"
                onClick={() => setEditing(true)}
                className="block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-ink data-focus:bg-canvas"
              >
                {CHAT_TEXT.rename}
              </button>
            </MenuItem>
            <MenuItem>
              <button
                type="button"
                onClick={() => onAskDelete(item)}
                className="block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-danger data-focus:bg-danger/5"
              >
                {CHAT_TEXT.remove}
              </button>
            </MenuItem>
          </MenuItems>
        </Menu>
      )}
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
      <NoticeDialog
        open={deleting !== null}
        title={CHAT_TEXT.remove}
        onClose={() => setDeleting(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {CHAT_TEXT.cancel}
            </Button>
            <Button
              className="bg-danger hover:bg-danger/90"
              data-testid="confirm-delete"
              onClick={() => {
                if (deleting) dispatch(conversationDeleted({ id: deleting.id }));
                setDeleting(null);
              }}
            >
              {CHAT_TEXT.confirm}
            </Button>
          </>
        }
      >
        {CHAT_TEXT.confirmRemove}
      </NoticeDialog>
    </nav>
  );
}
