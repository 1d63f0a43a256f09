import {
  checkBeforeChat,
  fetchHomeCards,
  fetchHomeFunctions,
  fetchResourceConfig,
} from '@aita/api';
import { MSG_NETWORK_ERROR, type PendingNewHomeRequest } from '@aita/core';
import { all, call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient, appPorts } from '../../shared/ports/context';
import { errorMessage } from '../../shared/saga/errorToast';
import { ROUTES, type NewHomeChatState } from '../../shared/routes';
import { loginRequested, userInfoReceived, selectIsLoggedIn } from '../identity';
import { toastShown } from '../../shared/toast/toastSlice';
import { uploadPastedImage } from '../../shared/upload/uploadSaga';
import {
  homeCardsReceived,
  homeConfigReceived,
  homeDataRequested,
  homeFunctionsReceived,
  questionHandedToChat,
  imagePasted,
  imageUploaded,
  imageUploadFailed,
  questionAwaitingLogin,
  questionSendEnded,
  questionSent,
  selectAwaitingLogin,
  selectPendingUri,
  type QuestionDraft,
} from './homeSlice';

/** Why login was asked for, when an anonymous teacher sends from the new home. */
export const LOGIN_REASON_NEW_HOME = 'new-home';
/** Shown when the pre-chat check refuses for another reason than login. */
export const MSG_CHAT_NOT_ALLOWED = '暂时无法发起对话，请稍后再试';

/**
 * §3 Pending new-home request from a draft: image links prepended to the question (§4), the
 * app's id, name, template flag and category, deep think and network search flags, now.
 */
export function toPendingRequest(draft: QuestionDraft, now: number): PendingNewHomeRequest {
  const links = draft.imgUrls.filter((url) => url !== '');
  const content = [...links, draft.content.trim()].filter((part) => part !== '').join('\n');
  return {
    appId: draft.app?.appId ?? 0,
    name: draft.app?.name ?? '',
    isTemplate: draft.app?.template === 1,
    category: draft.app?.category ?? '',
    content,
    isDeepThink: draft.isDeepThink,
    isNetworkSearch: draft.isNetworkSearch,
    timestamp: now,
    imgUrls: links,
  };
}

/** The chat route of a request: the app's chat, or the general assistant. */
export function chatPathOf(uri: string | undefined): string {
  return uri ? ROUTES.chatWithUri(uri) : ROUTES.chat;
}

/** Loads the new home's side data: functions, cards, footer config (each on its own). */
export function* loadHomeData() {
  const client = yield* apiClient();
  yield* all([
    call(function* functions() {
      try {
        const { list } = yield* call(fetchHomeFunctions, client);
        yield* put(homeFunctionsReceived(list));
      } catch (_error) {
        // The buttons are an extra: the question box works without them.
      }
    }),
    call(function* cards() {
      try {
        const { list } = yield* call(fetchHomeCards, client);
        yield* put(homeCardsReceived(list));
      } catch (_error) {
        // The carousel is hidden without cards.
      }
    }),
    call(function* config() {
      try {
        yield* put(homeConfigReceived(yield* call(fetchResourceConfig, client)));
      } catch (_error) {
        // The footer then shows no links.
      }
    }),
  ]);
}

/**
 * §4 "Logged-in users pass an entitlement check and go to chat" with the request: it travels
 * in the chat route's state (`NewHomeChatState`), not through storage or the store. Only a
 * teacher sent to login keeps it in the pending-intent store, to resume after.
 */
function* checkAndGo(pending: PendingNewHomeRequest, uri: string | undefined) {
  const client = yield* apiClient();
  const { intents, navigation } = yield* appPorts();
  try {
    // With an app, the server's entitlement for it (members only, daily quota; docs/apps.md).
    const app = pending.appId > 0 ? { appId: pending.appId } : undefined;
    const check = yield* call(checkBeforeChat, client, undefined, app);
    if (check.allowed) {
      intents.newHome.clear();
      yield* put(questionHandedToChat());
      navigation.navigate(chatPathOf(uri), { newHomeRequest: pending } satisfies NewHomeChatState);
      return;
    }
    if (check.needLogin === 1) {
      intents.newHome.save(pending);
      yield* put(questionAwaitingLogin());
      yield* put(loginRequested({ reason: LOGIN_REASON_NEW_HOME }));
      return;
    }
    intents.newHome.clear();
    yield* put(questionSendEnded());
    yield* put(toastShown({ kind: 'warning', text: check.message || MSG_CHAT_NOT_ALLOWED }));
  } catch (error) {
    yield* put(questionSendEnded());
    yield* put(toastShown({ kind: 'error', text: errorMessage(error) || MSG_NETWORK_ERROR }));
  }
}

/**
 * §4 "New-home send": anonymous → the request is stored (§3 pending new-home request) and login
 * asked (resumed after); logged in → check → chat with the request.
 */
export function* sendQuestion(action: ReturnType<typeof questionSent>) {
  const draft = action.payload;
  const pending = toPendingRequest(draft, Date.now());
  const loggedIn = yield* select(selectIsLoggedIn);
  if (!loggedIn) {
    const { intents } = yield* appPorts();
    intents.newHome.save(pending);
    yield* put(questionAwaitingLogin());
    yield* put(loginRequested({ reason: LOGIN_REASON_NEW_HOME }));
    return;
  }
  yield* call(checkAndGo, pending, draft.app?.uri);
}

/**
 * After login: an anonymous send of this page's life resumes (check → chat). A request left
 * from an earlier visit is not replayed at start-up, so a teacher is never thrown into a chat
 * they did not just ask for (docs/home-web.md).
 */
export function* resumeQuestion() {
  const awaiting = yield* select(selectAwaitingLogin);
  if (!awaiting) return;
  const { intents } = yield* appPorts();
  const pending = intents.newHome.load();
  if (!pending) {
    yield* put(questionSendEnded());
    return;
  }
  const uri = yield* select(selectPendingUri);
  yield* call(checkAndGo, pending, uri ?? undefined);
}

/** §4 "Pasted images are uploaded and their links prepended" (the shared upload flow). */
export function* uploadHomeImage(action: ReturnType<typeof imagePasted>) {
  yield* uploadPastedImage(action.payload, {
    uploaded: imageUploaded,
    failed: imageUploadFailed,
  });
}

/** The home watcher. */
export function* watchHome() {
  yield* takeLatest(homeDataRequested, loadHomeData);
  yield* takeLatest(questionSent, sendQuestion);
  yield* takeEvery(imagePasted, uploadHomeImage);
  yield* takeLatest(userInfoReceived, resumeQuestion);
}
