import { fetchAssistantInfo, fetchChatUriInfo } from '@aita/api';
import { DEEP_THINK_ON, MSG_DEFAULT_WELCOME, NETWORK_SEARCH_ON } from '@aita/core';
import { call, fork, put, select } from 'typed-redux-saga';
import { apiClient, appPorts } from '../../../shared/ports/context';
import { selectIsLoggedIn } from '../../identity';
import type { WithChat } from '../chatState';
import {
  questionAsked,
  welcomeFailed,
  welcomeLoaded,
  welcomeLoading,
  type chatEntered,
} from '../chatSlice';

/** The welcome text of `/chat/index` (assistant config) or `/chat/{uri}` (the app's config). */
function* loadWelcome(action: ReturnType<typeof chatEntered>) {
  const client = yield* apiClient();
  const { uri } = action.payload;
  const current = yield* select((s: WithChat) => s.chat.welcome.status);
  if (current === 'ready' || current === 'loading') return;
  yield* put(welcomeLoading());
  try {
    if (uri) {
      const { app, config } = yield* call(fetchChatUriInfo, client, uri);
      yield* put(
        welcomeLoaded({
          text: config.prologueDesc || MSG_DEFAULT_WELCOME,
          isOffline: config.isOffline === 1,
          offerNetwork: config.isNetwork === NETWORK_SEARCH_ON,
          offerDeepThink: config.isDeepseek === DEEP_THINK_ON,
          appName: app.name,
          appLogo: app.logo,
          appId: app.appId,
        }),
      );
    } else {
      const info = yield* call(fetchAssistantInfo, client);
      yield* put(
        welcomeLoaded({
          text: info.prologueDesc || MSG_DEFAULT_WELCOME,
          isOffline: info.isOffline === 1,
          offerNetwork: info.isNetwork === NETWORK_SEARCH_ON,
          offerDeepThink: true,
          appName: '',
          appLogo: info.logo,
        }),
      );
    }
  } catch (_error) {
    // §8 "Assistant config load failure": the default welcome.
    yield* put(welcomeFailed({ text: MSG_DEFAULT_WELCOME }));
  }
}

/**
 * On arrival at the chat: the pending new-home request (spec §3, §4) is consumed and asked with
 * its deep think, network search and images, once the teacher is logged in.
 */
function* resumeNewHomeRequest() {
  const loggedIn = yield* select(selectIsLoggedIn);
  if (!loggedIn) return;
  const { intents } = yield* appPorts();
  const pending = intents.newHome.consume();
  if (!pending || pending.content.trim() === '') return;
  yield* put(
    questionAsked({
      content: pending.content,
      deepThink: Boolean(pending.isDeepThink),
      network: Number(pending.isNetworkSearch) === NETWORK_SEARCH_ON,
      imgUrls: pending.imgUrls.length > 0 ? pending.imgUrls : undefined,
    }),
  );
}

/** The chat page opened: its welcome, and the pending new-home request. */
export function* onChatEntered(action: ReturnType<typeof chatEntered>) {
  yield* fork(loadWelcome, action);
  yield* call(resumeNewHomeRequest);
}
