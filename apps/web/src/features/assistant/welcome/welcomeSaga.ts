import {
  checkBeforeChat,
  fetchAssistantInfo,
  fetchChatUriInfo,
  fetchReportTags,
  isAssistantInfo,
} from '@aita/api';
import {
  appAreaNote,
  DEEP_THINK_ON,
  MSG_DEFAULT_WELCOME,
  NETWORK_SEARCH_ON,
  type AppFormField,
  type PendingNewHomeRequest,
} from '@aita/core';
import { call, fork, put, select, take } from 'typed-redux-saga';
import { takeBootData } from '../../../shared/bootData';
import { apiClient } from '../../../shared/ports/context';
import { selectIsLoggedIn } from '../../identity';
import type { WithChat } from '../chatState';
import {
  entitlementChecked,
  formOpened,
  reportTagsLoaded,
  questionAsked,
  welcomeFailed,
  welcomeLoaded,
  welcomeLoading,
  type chatEntered,
} from '../chatSlice';

/**
 * The server's entitlement decision for an app (docs/apps.md "Entitlement"): a members-only app
 * or a spent daily quota shows what the teacher can do before they fill the form. The stream
 * checks again, so this is a courtesy, not the guard.
 */
function* checkEntitlement(appId: number) {
  if (!(yield* select(selectIsLoggedIn))) return;
  const client = yield* apiClient();
  try {
    const check = yield* call(checkBeforeChat, client, undefined, { appId });
    yield* put(entitlementChecked({ refusal: check.allowed ? null : (check.message ?? null) }));
  } catch (_error) {
    // The stream refuses with the same message if it must.
  }
}

/**
 * The welcome text of `/chat/index` (assistant config) or `/chat/{uri}` (the app's config). The
 * first visit of `/chat/index` reads the assistant config the server embedded in the page
 * (docs/web.md "Boot data"), so its first paint waits for no request; later visits ask.
 */
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
          template: config.template === 1,
          form: config.form,
          followUps: config.followUps,
          refusal: null,
          area: appAreaNote(app.category, app.uri) ?? null,
        }),
      );
      yield* fork(checkEntitlement, app.appId);
    } else {
      const embedded = yield* call(takeBootData, 'assistantInfo');
      const info = isAssistantInfo(embedded) ? embedded : yield* call(fetchAssistantInfo, client);
      yield* put(
        welcomeLoaded({
          text: info.prologueDesc || MSG_DEFAULT_WELCOME,
          isOffline: info.isOffline === 1,
          offerNetwork: info.isNetwork === NETWORK_SEARCH_ON,
          offerDeepThink: true,
          appName: '',
          appLogo: info.logo,
          template: false,
          form: [],
          followUps: [],
          refusal: null,
          area: null,
        }),
      );
    }
  } catch (_error) {
    // §8 "Assistant config load failure": the default welcome.
    yield* put(welcomeFailed({ text: MSG_DEFAULT_WELCOME }));
  }
}

/**
 * The field of a template app's form that takes the words typed on the new home: 课题 (`topic`)
 * when the form has it, else its first free-text field (no options), else none.
 */
export function homeTextField(fields: readonly AppFormField[]): AppFormField | undefined {
  return (
    fields.find((f) => f.key === 'topic') ??
    fields.find((f) => (f.type === 'text' || f.type === 'textarea') && !f.options?.length)
  );
}

/**
 * On arrival from a new-home send: its request (spec §3, §4) is asked with its deep think,
 * network search and images, once the teacher is logged in. A template app (`isTemplate`, §3)
 * is not asked free text: its form opens (docs/apps.md "Template apps"), with the typed words
 * in its 课题 (or first free-text) field, and the teacher completes it and presses 生成.
 */
function* askNewHomeRequest(pending: PendingNewHomeRequest) {
  const loggedIn = yield* select(selectIsLoggedIn);
  if (!loggedIn || pending.content.trim() === '') return;
  if (pending.isTemplate) {
    let welcome = yield* select((s: WithChat) => s.chat.welcome);
    while (welcome.status === 'idle' || welcome.status === 'loading') {
      yield* take([welcomeLoaded, welcomeFailed]);
      welcome = yield* select((s: WithChat) => s.chat.welcome);
    }
    const field = homeTextField(welcome.form);
    if (welcome.form.length > 0) {
      yield* put(formOpened({ values: field ? { [field.key]: pending.content.trim() } : null }));
      return;
    }
  }
  yield* put(
    questionAsked({
      content: pending.content,
      deepThink: Boolean(pending.isDeepThink),
      network: Number(pending.isNetworkSearch) === NETWORK_SEARCH_ON,
      imgUrls: pending.imgUrls.length > 0 ? pending.imgUrls : undefined,
    }),
  );
}

/** The reason tags of 没用, once per page life (they rarely change). */
function* loadReportTags() {
  if ((yield* select((s: WithChat) => s.chat.reportTags)).length > 0) return;
  try {
    const tags = yield* call(fetchReportTags, yield* apiClient());
    yield* put(reportTagsLoaded(tags.useless));
  } catch (_error) {
    // 没用 then sends without tags.
  }
}

/** The chat page opened: its welcome, and the pending new-home request. */
export function* onChatEntered(action: ReturnType<typeof chatEntered>) {
  yield* fork(loadWelcome, action);
  yield* fork(loadReportTags);
  const { request } = action.payload;
  if (request) yield* call(askNewHomeRequest, request);
}
