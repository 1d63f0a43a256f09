/**
 * Assistant: the streamed question, the assistant and chat configs, conversations and their
 * exchanges, the web results an answer cited (spec §3 "Chat config", "Assistant config", "Web
 * search result"; §7 "Streaming", "AI talk"; ARCHITECTURE.md "Streaming contract";
 * docs/assistant.md).
 */
import {
  AI_STREAM_EVENTS,
  APP_CATEGORIES,
  CONVERSATION_LIST_DEFAULT_PAGE_SIZE,
  CONVERSATION_LOG_DEFAULT_PAGE_SIZE,
  DEEP_THINK_ON,
  NETWORK_SEARCH_ON,
  QUESTION_MAX_CHARS,
  QUESTION_MAX_IMAGES,
  type AppFormValues,
  type DeepThinkFlag,
  type NetworkFlag,
} from '@aita/core';
import { z } from 'zod';
import { appFormFieldSchema, appFormValuesField } from './appForm';
import { appInfoSchema, zeroOne } from './apps';
import { endpoint } from './endpoint';
import {
  appIdField,
  chatUriField,
  flagField,
  isImageLink,
  pageFields,
  textField,
  titleField,
  uuidField,
} from './fields';
import { paths } from './paths';

/** §3 Assistant config, plus `isOffline` (1 when no model is configured). */
export const assistantConfigInfoSchema = z.object({
  prologueDesc: z.string(),
  isNetwork: z.number(),
  logo: z.string(),
  isOffline: zeroOne,
});

/**
 * §3 Chat config per app, plus `isOffline`, the app's id and name, and its definition's parts
 * a client needs (docs/apps.md "App definitions"): `template`, the input `form`, the
 * `followUps` offered after an answer, `membersOnly` and the non-member `freeDailyQuota`
 * (null: unlimited).
 */
export const chatConfigInfoSchema = z.object({
  isDeepseek: z.number(),
  isNetwork: z.number(),
  prologueDesc: z.string(),
  category: z.enum(APP_CATEGORIES),
  appId: z.number(),
  name: z.string(),
  isOffline: zeroOne,
  template: zeroOne,
  form: z.array(appFormFieldSchema),
  followUps: z.array(z.string()),
  membersOnly: zeroOne,
  freeDailyQuota: z.number().nullable(),
});

/** A conversation as `/v1/aitalk/mylist` and `/v1/aitalk/info` answer it. */
export const conversationItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  appId: z.number(),
  uri: z.string(),
  appName: z.string(),
  appLogo: z.string(),
  isTop: zeroOne,
  createTime: z.number(),
  updateTime: z.number(),
});

/** One stored exchange, as `/v1/aitalk/log/list` answers it. */
export const conversationMessageItemSchema = z.object({
  logId: z.string(),
  question: z.string(),
  answer: z.string(),
  reasoning: z.string(),
  status: z.number(),
  imgUrls: z.array(z.string()),
  isDeepThink: zeroOne,
  isNetwork: z.union([z.literal(0), z.literal(2)]),
  isNetworkSearch: z.boolean(),
  networkNumber: z.number(),
  createTime: z.number(),
  /** The form values of a template app's request (null for a typed question). */
  form: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** The teacher's rating of the answer: 1 有用, 0 没用, null not rated. */
  useful: z.union([zeroOne, z.null()]),
});

/** §3 Web search result. */
export const webSearchResultSchema = z.object({
  hostname: z.string(),
  hostLogo: z.string(),
  publishedTime: z.string(),
  title: z.string(),
  summary: z.string(),
  link: z.string(),
});

/**
 * The pre-chat check (docs/assistant.md "Paths we chose"). With an app: `reason` says why it is
 * refused (`login`, `members`: members only, `quota`: today's free uses are spent), `message`
 * what the teacher can do, `remaining` the free uses left today (null: no limit).
 */
export const preChatCheckSchema = z.object({
  allowed: z.boolean(),
  needLogin: zeroOne,
  isOffline: zeroOne,
  maxStreams: z.number(),
  questionsPerMinute: z.number(),
  reason: z.enum(['login', 'members', 'quota']).optional(),
  message: z.string().optional(),
  remaining: z.number().nullable().optional(),
});

/** Body of `POST /v1/aitalk/check`: optionally the app about to be opened. */
export const preChatCheckBody = z.object({
  appId: appIdField.optional(),
  uri: chatUriField.optional(),
});

/** `ai-reply` data (deltas, then one final status 3, 4 or 5). */
export const aiReplyEventSchema = z.object({
  status: z.number(),
  answerContent: z.string(),
  reasoningContent: z.string().optional(),
  logId: z.string().optional(),
  conversationId: z.string().optional(),
});

/** One event of the streamed answer (ARCHITECTURE.md "Streaming contract"). */
export const aiStreamMessageSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal(AI_STREAM_EVENTS.keepAlive),
    data: z.record(z.string(), z.never()),
  }),
  z.object({
    event: z.literal(AI_STREAM_EVENTS.networking),
    data: z.object({ networkNumber: z.number(), logId: z.string() }),
  }),
  z.object({ event: z.literal(AI_STREAM_EVENTS.reply), data: aiReplyEventSchema }),
]);

/**
 * Body of `POST /v2/aiassistant/question` (docs/assistant.md "Input"). Deep think is
 * `isDeepThink` (also accepted as `deepThink`), 1 or 0; web search `isNetwork` 2 or 0.
 */
export const questionBody = z.object({
  content: textField(QUESTION_MAX_CHARS)
    .min(1)
    .refine((v) => v.trim() !== '', { message: '不能为空' }),
  type: z.literal('normal').optional(),
  isNetwork: flagField(NETWORK_SEARCH_ON, '联网搜索'),
  isDeepThink: flagField(DEEP_THINK_ON, '深度思考'),
  deepThink: flagField(DEEP_THINK_ON, '深度思考'),
  imgUrls: z
    .array(
      z.string().refine(isImageLink, { message: '只能是 http(s) 图片链接或 /oss/ 开头的站内路径' }),
    )
    .refine((list) => list.length <= QUESTION_MAX_IMAGES, {
      message: `最多 ${QUESTION_MAX_IMAGES} 张图片`,
    })
    .optional(),
  appId: appIdField.optional(),
  logId: uuidField.optional(),
  uri: chatUriField.optional(),
  form: appFormValuesField.optional(),
  /**
   * 1: the answer keeps being generated when the client goes away (a reload, a dropped
   * connection); it is re-attached with `/v2/aiassistant/question/resume` and ended only by
   * `/v2/aiassistant/question/stop`. The stream then opens with an empty `ai-reply` (status 1)
   * naming `logId` and `conversationId`. Absent or 0: leaving stops it (docs/assistant.md).
   */
  resumable: flagField(1, '断线续传'),
});

/** Body of `/v2/aiassistant/question/resume` and `/stop`: the answer's logId. */
export const answerRefBody = z.object({ logId: uuidField });

/** What the web app sends as the question (a narrower type than the server accepts). */
export interface QuestionRequest {
  content: string;
  type: 'normal';
  /** 2 web search on, 0 off. */
  isNetwork: NetworkFlag;
  /** 1 deep think on, 0 off. */
  isDeepThink: DeepThinkFlag;
  /** Image links pasted on the new home, at most QUESTION_MAX_IMAGES. */
  imgUrls?: string[];
  /** The app of a new conversation (`/chat/{uri}`); absent for the assistant. */
  appId?: number;
  uri?: string;
  /** Continue the conversation of this earlier exchange. */
  logId?: string;
  /** A template app's form values; the server composes the request from them. */
  form?: AppFormValues;
  /** 1: keeps generating after the client leaves; resumable by logId. */
  resumable?: 1 | 0;
}

/** `order` of `/v1/aitalk/log/list`: `asc` (default, oldest first) or `desc` (newest first). */
const orderField = z
  .unknown()
  .optional()
  .refine((v) => v === undefined || v === 'asc' || v === 'desc', { message: '应为 asc 或 desc' })
  .transform((v) => (v === 'desc' ? 'desc' : 'asc') as 'asc' | 'desc');

/** Body of `POST /v1/aitalk/log/list`. */
export const logListBody = z.object({
  id: uuidField,
  ...pageFields(CONVERSATION_LOG_DEFAULT_PAGE_SIZE),
  order: orderField,
  before: uuidField.optional(),
});

/** What a client sends to `/v1/aitalk/log/list`. */
export interface ConversationLogRequest {
  id: string;
  page?: number;
  /** 1..LIST_PAGE_SIZE_MAX; CONVERSATION_LOG_DEFAULT_PAGE_SIZE when absent. */
  pageSize?: number;
  /** `asc` (default): from the oldest; `desc`: from the newest, newest first. */
  order?: 'asc' | 'desc';
  /** A logId of the conversation: only the exchanges older than it. */
  before?: string;
}

/** What a client sends to `/v1/aitalk/mylist`. */
export interface ConversationListRequest {
  page?: number;
  /** 1..LIST_PAGE_SIZE_MAX; CONVERSATION_LIST_DEFAULT_PAGE_SIZE when absent. */
  pageSize?: number;
}

/** Requires `appId` when `when(input)` holds, with the message appIdField gives. */
const appIdRequired = <T extends { appId?: number }>(when: (input: T) => boolean) =>
  function check(input: T, ctx: z.RefinementCtx): void {
    if (when(input) && input.appId === undefined) {
      ctx.addIssue({ code: 'custom', message: '应为正整数', path: ['appId'], input });
    }
  };

/** Body of `POST /v1/aiassistant/info`: `ty` `normal` (default) or `search` with an `appId`. */
export const assistantInfoBody = z
  .object({ ty: z.enum(['normal', 'search']).optional(), appId: appIdField.optional() })
  .superRefine(appIdRequired((input) => input.ty === 'search'));

/** Body of `POST /v1/aitalk/config`: an `appId`, or a chat `uri`. */
export const chatConfigBody = z
  .object({ appId: appIdField.optional(), uri: chatUriField.optional() })
  .superRefine(appIdRequired((input) => input.uri === undefined));

const idBody = z.object({ id: uuidField });

/** `GET /v1/report/tags`: reason tags for a useful and for a useless answer. */
export const reportTagsSchema = z.object({
  useful: z.array(z.string()),
  useless: z.array(z.string()),
});

/** Longest free-text reason of a rating. */
export const EVALUATION_REASON_MAX = 300;

/** Body of `POST /v1/evaluation`: `useful` 1 有用 / 0 没用, tags from the report tags. */
export const evaluationBody = z.object({
  logId: uuidField,
  useful: z
    .unknown()
    .transform((v) => (v === '1' ? 1 : v === '0' ? 0 : v))
    .refine((v) => v === 1 || v === 0, { message: '只能为 1（有用）或 0（没用）' })
    .transform((v) => v as 0 | 1),
  tags: z.array(textField(20)).max(8, { message: '最多 8 个' }).optional(),
  reason: textField(EVALUATION_REASON_MAX).optional(),
});
const listPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number() });

/** Assistant endpoints. */
export const assistant = {
  /**
   * `POST /v1/aiassistant/info`: `{ty: 'normal'}` → the assistant config; `{ty: 'search',
   * appId}` → that app's chat config (40004 应用不存在).
   */
  info: endpoint(paths.assistant.info, {
    body: assistantInfoBody,
    data: z.union([assistantConfigInfoSchema, chatConfigInfoSchema]),
  }),
  /** `POST /v2/aiassistant/question`: refusals as envelopes, then the event stream. */
  question: endpoint(paths.assistant.question, {
    body: questionBody,
    data: aiStreamMessageSchema,
  }),
  /**
   * `POST /v2/aiassistant/question/resume {logId}`: the answer so far as one delta, then its
   * live deltas and final status (or the stored answer and its status when it has ended).
   */
  resume: endpoint(paths.assistant.resume, { body: answerRefBody, data: aiStreamMessageSchema }),
  /** `POST /v2/aiassistant/question/stop {logId}`: ends a generating answer (停止). */
  stop: endpoint(paths.assistant.stop, {
    body: answerRefBody,
    data: z.object({ stopped: z.boolean() }),
  }),
  /** `POST /v1/aitalk/config {appId}` or `{uri}`: the chat config of an app. */
  chatConfig: endpoint(paths.assistant.chatConfig, {
    body: chatConfigBody,
    data: chatConfigInfoSchema,
  }),
  /** `POST /v1/aitalk/check {}`: whether the teacher may start a chat now. */
  check: endpoint(paths.assistant.check, { body: preChatCheckBody, data: preChatCheckSchema }),
  /** `POST /v1/aitalk/mylist {page, pageSize}`: conversations, pinned first. */
  conversations: endpoint(paths.assistant.conversations, {
    body: z.object(pageFields(CONVERSATION_LIST_DEFAULT_PAGE_SIZE)),
    data: listPage(conversationItemSchema),
  }),
  /** `POST /v1/aitalk/mylist/del {id}`: deletes a conversation. */
  deleteConversation: endpoint(paths.assistant.deleteConversation, {
    body: idBody,
    data: z.object({ id: z.string() }),
  }),
  /** `POST /v1/aitalk/top/update {id, status}`: pins (1) or unpins (0). */
  pinConversation: endpoint(paths.assistant.pinConversation, {
    body: z.object({
      id: uuidField,
      status: z
        .unknown()
        .transform((v) => (v === '1' ? 1 : v === '0' ? 0 : v))
        .refine((v) => v === 1 || v === 0, { message: '只能为 1（置顶）或 0（取消置顶）' })
        .transform((v) => v as 0 | 1),
    }),
    data: z.object({ id: z.string(), status: zeroOne }),
  }),
  /** `POST /v1/aitalk/log/list {id, page?, pageSize?, order?, before?}`. */
  conversationLog: endpoint(paths.assistant.conversationLog, {
    body: logListBody,
    data: listPage(conversationMessageItemSchema).extend({ hasMore: z.boolean() }),
  }),
  /** `POST /v1/aitalk/log/update {id, title}`: renames (whitespace collapsed). */
  renameConversation: endpoint(paths.assistant.renameConversation, {
    body: z.object({ id: uuidField, title: titleField }),
    data: z.object({ id: z.string(), title: z.string() }),
  }),
  /** `POST /v1/aitalk/info {id}`: one conversation. */
  conversation: endpoint(paths.assistant.conversation, {
    body: idBody,
    data: conversationItemSchema,
  }),
  /** `POST /v1/aitalk/uri/info {uri}`: the app of `/chat/{uri}` and its chat config. */
  uriInfo: endpoint(paths.assistant.uriInfo, {
    body: z.object({ uri: chatUriField }),
    data: z.object({ app: appInfoSchema, config: chatConfigInfoSchema }),
  }),
  /** `POST /v1/network/log/list {logId}`: the web results the answer cited, `[1]` first. */
  networkLog: endpoint(paths.assistant.networkLog, {
    body: z.object({ logId: uuidField }),
    data: z.object({ list: z.array(webSearchResultSchema) }),
  }),
  /** `POST /v2/aitalk/content/file {logId}`: the answer as a Word file (.docx bytes). */
  contentFile: endpoint(paths.assistant.contentFile, { body: z.object({ logId: uuidField }) }),
  /**
   * `POST /v2/aitalk/file {logId, index?}`: the bytes of a file attached to the question of an
   * answer (its `index`-th upload, 0 when absent), with the original name (docs/apps.md).
   */
  file: endpoint(paths.assistant.file, {
    body: z.object({
      logId: uuidField,
      index: z
        .unknown()
        .optional()
        .refine(
          (v) =>
            v === undefined ||
            (Number.isInteger(v) && (v as number) >= 0 && (v as number) < QUESTION_MAX_IMAGES),
          { message: `应为 0 到 ${QUESTION_MAX_IMAGES - 1} 的整数` },
        )
        .transform((v) => (v === undefined ? 0 : (v as number))),
    }),
  }),
  /**
   * `POST /v2/aitalk/halfscreen/info {appId|uri}`: how to open an app in a half-screen panel
   * beside a conversation (docs/apps.md "Half-screen panel"): the app, its chat config and the
   * embedded page to load.
   */
  halfscreen: endpoint(paths.assistant.halfscreen, {
    body: chatConfigBody,
    data: z.object({
      app: appInfoSchema,
      config: chatConfigInfoSchema,
      src: z.string(),
      widthPercent: z.number(),
    }),
  }),
  /** `GET /v1/report/tags`: the reason tags offered with 有用 and 没用. */
  reportTags: endpoint(paths.assistant.reportTags, { data: reportTagsSchema }),
  /** `POST /v1/evaluation {logId, useful, tags?, reason?}`: rates an answer (again: replaces). */
  evaluation: endpoint(paths.assistant.evaluation, {
    body: evaluationBody,
    data: z.object({ logId: z.string(), useful: zeroOne, tags: z.array(z.string()) }),
  }),
} as const;
