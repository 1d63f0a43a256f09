// The assistant feature (spec §2 "Assistant panel and chat"): the chat route. Its slices and
// sagas load with the route (`chatFeature`), so this index exports only the route and types.
import { lazyPage } from '../../shared/lazyPage';

export type { chatSlice } from './chatSlice';
export type { conversationsSlice } from './conversations/conversationsSlice';

const ChatRoute = lazyPage(() => import('./ChatRoute'), 'ChatRoute');

/** `/chat/index` and `/chat/{uri}`: the spec's named routes `chat` and `chatWithUri` (§2). */
export const routes = [
  { id: 'chat', path: 'chat/index', Component: ChatRoute },
  { id: 'chatWithUri', path: 'chat/:uri', Component: ChatRoute },
];
