import type { ConversationItem } from '@aita/api';
import { MoreIcon } from '@aita/ui';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../../shared/hooks';
import { CHAT_TEXT } from '../chatText';
import { conversationPinToggled } from './conversationsSlice';

/** Props of {@link RowMenu}. */
export interface RowMenuProps {
  item: ConversationItem;
  onRename: () => void;
  onAskDelete: (item: ConversationItem) => void;
  /** The placeholder button was pressed before this chunk arrived: open at once. */
  openOnMount: boolean;
  /** The 更多操作 button's look (the same as the placeholder's). */
  buttonClassName: string;
}

/**
 * A conversation row's 置顶 / 重命名 / 删除 menu (Headless UI Menu, with its anchoring code):
 * its own chunk, so an empty chat page does not load it (docs/performance.md "Pages").
 */
export function RowMenu({
  item,
  onRename,
  onAskDelete,
  openOnMount,
  buttonClassName,
}: RowMenuProps) {
  const dispatch = useAppDispatch();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openOnMount) button.current?.click();
    // Once, when the chunk arrived after a press.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu>
      <MenuButton ref={button} aria-label={CHAT_TEXT.moreActions} className={buttonClassName}>
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
            onClick={onRename}
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
  );
}
