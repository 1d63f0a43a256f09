// Parts of the chat page that only app conversations or an opened side app need: each is its
// own chunk, fetched when first shown, so the assistant's first load stays within its budget
// (docs/performance.md "First load").
import { lazy, Suspense, type ComponentProps } from 'react';
import { useAppSelector } from '../../shared/hooks';
import type { WithChat } from './chatState';

const AppFormChunk = lazy(async () => ({
  default: (await import('./appTools/AppForm')).AppForm,
}));
const AreaNoticeChunk = lazy(async () => ({
  default: (await import('./appTools/AreaNotice')).AreaNotice,
}));
const MessageItemChunk = lazy(async () => ({
  default: (await import('./messages/MessageItem')).MessageItem,
}));
const HalfScreenPanelChunk = lazy(async () => ({
  default: (await import('./halfScreen/HalfScreenPanel')).HalfScreenPanel,
}));

/** The app's input form (教案生成's 学段, 学科, 课题 …). */
export function AppForm(props: ComponentProps<typeof AppFormChunk>) {
  return (
    <Suspense fallback={null}>
      <AppFormChunk {...props} />
    </Suspense>
  );
}

/** The page of an app whose area is not a conversation. */
export function AreaNotice(props: ComponentProps<typeof AreaNoticeChunk>) {
  return (
    <Suspense fallback={null}>
      <AreaNoticeChunk {...props} />
    </Suspense>
  );
}

/**
 * The app opened beside the conversation. Its chunk loads when an app is first opened: loaded
 * with the page, it held the chat's first commit (the welcome) until it had arrived.
 */
export function HalfScreenPanel() {
  const open = useAppSelector((s: WithChat) => s.chat.halfScreen !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <HalfScreenPanelChunk />
    </Suspense>
  );
}

/**
 * A question or an answer of the conversation, with the answer renderer, citations and the
 * thinking section: a new conversation shows none, so they wait until the first message.
 */
export function MessageItem(props: ComponentProps<typeof MessageItemChunk>) {
  return (
    <Suspense fallback={null}>
      <MessageItemChunk {...props} />
    </Suspense>
  );
}
