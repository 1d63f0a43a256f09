/**
 * The contract's schemas against the wire types of `@aita/core`, which the web app reads today:
 * any difference (a field added, renamed, made optional or retyped on one side) fails
 * `vitest --typecheck` and `tsc`. Where the two disagreed, the server's answer decided.
 */
import type {
  ActivityInfo,
  AiNetworkingEvent,
  AiReplyEvent,
  AiStreamMessage,
  AppIndexList,
  AppInfo,
  AppSeoInfo,
  AssistantConfigInfo,
  ChatConfigInfo,
  CommonInfo,
  ConversationItem,
  ConversationMessageItem,
  CreatedOrder,
  GradeConfig,
  HomeCardInfo,
  ListPage,
  MemberOrderPage,
  MemberProductList,
  OrderStatusInfo,
  Organisation,
  OssCredential,
  ProfileUpdate,
  QrItem,
  RedeemResult,
  ResourceConfig,
  UserInfo,
  WebSearchResult,
} from '@aita/core';
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  activityInfoSchema,
  aiReplyEventSchema,
  aiStreamMessageSchema,
  appIndexListSchema,
  appInfoSchema,
  appSeoInfoSchema,
  assistantConfigInfoSchema,
  chatConfigInfoSchema,
  commonInfoSchema,
  conversationItemSchema,
  conversationMessageItemSchema,
  createdOrderSchema,
  gradeConfigSchema,
  homeCardInfoSchema,
  memberOrderPageSchema,
  memberProductListSchema,
  orderStatusInfoSchema,
  organisationSchema,
  ossCredentialSchema,
  qrItemSchema,
  resourceConfigSchema,
  userInfoSchema,
  webSearchResultSchema,
} from './index';
import type {
  activity,
  apps,
  assistant,
  BodyInput,
  ConversationListRequest,
  ConversationLogRequest,
  Data,
  home,
  identity,
  membership,
  platform,
  QueryInput,
  QuestionRequest,
  teachingAids,
} from './index';

type Infer<S extends z.ZodType> = z.infer<S>;

describe('entity schemas equal the core types', () => {
  it('identity', () => {
    expectTypeOf<Infer<typeof userInfoSchema>>().toEqualTypeOf<UserInfo>();
    expectTypeOf<Infer<typeof organisationSchema>>().toEqualTypeOf<Organisation>();
    expectTypeOf<Infer<typeof commonInfoSchema>>().toEqualTypeOf<CommonInfo>();
  });

  it('apps and home', () => {
    expectTypeOf<Infer<typeof appInfoSchema>>().toEqualTypeOf<AppInfo>();
    expectTypeOf<Infer<typeof appSeoInfoSchema>>().toEqualTypeOf<AppSeoInfo>();
    expectTypeOf<Infer<typeof appIndexListSchema>>().toEqualTypeOf<AppIndexList>();
    expectTypeOf<Infer<typeof homeCardInfoSchema>>().toEqualTypeOf<HomeCardInfo>();
    expectTypeOf<Infer<typeof qrItemSchema>>().toEqualTypeOf<QrItem>();
    expectTypeOf<Infer<typeof activityInfoSchema>>().toEqualTypeOf<ActivityInfo>();
  });

  it('assistant', () => {
    expectTypeOf<Infer<typeof chatConfigInfoSchema>>().toEqualTypeOf<ChatConfigInfo>();
    expectTypeOf<Infer<typeof assistantConfigInfoSchema>>().toEqualTypeOf<AssistantConfigInfo>();
    expectTypeOf<Infer<typeof conversationItemSchema>>().toEqualTypeOf<ConversationItem>();
    expectTypeOf<
      Infer<typeof conversationMessageItemSchema>
    >().toEqualTypeOf<ConversationMessageItem>();
    expectTypeOf<Infer<typeof webSearchResultSchema>>().toEqualTypeOf<WebSearchResult>();
    expectTypeOf<Infer<typeof aiReplyEventSchema>>().toEqualTypeOf<AiReplyEvent>();
    expectTypeOf<Infer<typeof aiStreamMessageSchema>>().toEqualTypeOf<AiStreamMessage>();
  });

  it('membership and platform', () => {
    expectTypeOf<Infer<typeof memberProductListSchema>>().toEqualTypeOf<MemberProductList>();
    expectTypeOf<Infer<typeof createdOrderSchema>>().toEqualTypeOf<CreatedOrder>();
    expectTypeOf<Infer<typeof orderStatusInfoSchema>>().toEqualTypeOf<OrderStatusInfo>();
    expectTypeOf<Infer<typeof memberOrderPageSchema>>().toEqualTypeOf<MemberOrderPage>();
    expectTypeOf<Infer<typeof resourceConfigSchema>>().toEqualTypeOf<ResourceConfig>();
    expectTypeOf<Infer<typeof gradeConfigSchema>>().toEqualTypeOf<GradeConfig>();
    expectTypeOf<Infer<typeof ossCredentialSchema>>().toEqualTypeOf<OssCredential>();
  });
});

describe('endpoint data are the core types', () => {
  it('answers', () => {
    expectTypeOf<Data<typeof identity.userInfo>>().toEqualTypeOf<UserInfo>();
    expectTypeOf<Data<typeof apps.recommend>>().toEqualTypeOf<AppInfo[]>();
    expectTypeOf<Data<typeof assistant.conversations>>().toEqualTypeOf<
      ListPage<ConversationItem>
    >();
    expectTypeOf<Data<typeof assistant.networkLog>>().toEqualTypeOf<{
      list: WebSearchResult[];
    }>();
    expectTypeOf<Data<typeof assistant.info>>().toEqualTypeOf<
      AssistantConfigInfo | ChatConfigInfo
    >();
    expectTypeOf<Data<typeof membership.redeem>>().toEqualTypeOf<RedeemResult>();
    expectTypeOf<Data<typeof home.qrcodes>>().toEqualTypeOf<QrItem[]>();
    expectTypeOf<Data<typeof activity.info>>().toEqualTypeOf<ActivityInfo>();
    expectTypeOf<Data<typeof platform.ossCredential>>().toEqualTypeOf<OssCredential>();
    expectTypeOf<AiNetworkingEvent>().toEqualTypeOf<
      Extract<Data<typeof assistant.question>, { event: 'ai-networking' }>['data']
    >();
  });
});

describe('what clients send is accepted by the body schemas', () => {
  it('requests', () => {
    expectTypeOf<ProfileUpdate>().toExtend<BodyInput<typeof identity.updateProfile>>();
    expectTypeOf<QuestionRequest>().toExtend<BodyInput<typeof assistant.question>>();
    expectTypeOf<ConversationLogRequest>().toExtend<BodyInput<typeof assistant.conversationLog>>();
    expectTypeOf<ConversationListRequest>().toExtend<BodyInput<typeof assistant.conversations>>();
    expectTypeOf<{ page: number; pageSize: number }>().toExtend<
      QueryInput<typeof membership.orderPage>
    >();
    expectTypeOf<{ url: string; school?: string; className?: string }>().toEqualTypeOf<
      BodyInput<typeof teachingAids.download>
    >();
  });
});
