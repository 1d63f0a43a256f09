import { MSG_LOADING } from '@aita/core';
import { Spinner } from '@aita/ui';
import { useLazyFeature } from '../../shared/lazyFeature';
import { chatFeature } from './chatFeature';
import { ChatPage } from './ChatPage';

/** The chat routes' element: registers `chatFeature` on first load, then shows `ChatPage`. */
export function ChatRoute() {
  const ready = useLazyFeature(chatFeature);
  return ready ? <ChatPage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}
