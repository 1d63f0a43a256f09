import { GENERATE_POINTS_MAX, type PendingNewHomeRequest } from '@aita/core';

/**
 * Paths of spec §2 "Routes", one place each. `chat` and `chatWithUri` are the spec's named
 * routes (also the route ids in router.tsx).
 */
export const ROUTES = {
  home: '/home/index',
  apps: '/apps/index',
  chat: '/chat/index',
  chatWithUri: (uri: string) => `/chat/${encodeURIComponent(uri)}`,
  my: '/my/index',
  classroom: '/classroom/index',
  course: '/ai-course/index',
  premium: '/question-bank-jp/index',
  school: '/question-bank-xb/index',
  code: '/code',
  courseware: '/courseware/index',
  knowledge: '/knowledge/index',
  transcription: '/transcription/index',
  imageApps: '/image-apps/index',
  generate: '/question-bank-ai/index',
  video: '/video',
  notFound: '/404',
  sso: '/sso',
} as const;

/**
 * Router state of a chat route opened by a new-home send (spec §3 pending new-home request, §4
 * "go to chat"): the question to ask on arrival.
 */
export interface NewHomeChatState {
  newHomeRequest?: PendingNewHomeRequest;
}

/** Whether `pathname` is a chat route (the side panel is always hidden there, §2). */
export function isChatPath(pathname: string): boolean {
  return pathname === '/chat' || pathname.startsWith('/chat/');
}

/** What the 出题 page's address may fill in: 学段, 学科 and knowledge points. */
export interface GenerateQuery {
  period?: number;
  subject?: number;
  knowledgePointIds: string[];
}

const POINT_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/**
 * The 出题 page (`/question-bank-ai/index`) with its form filled in, as 智能组卷 links to it when
 * the bank falls short: `?app=<uri>&period=&subject=&points=a,b`.
 */
export function generateHref(app: string, query: Required<GenerateQuery>): string {
  const params = new URLSearchParams({
    app,
    period: String(query.period),
    subject: String(query.subject),
  });
  const points = query.knowledgePointIds.filter((id) => POINT_ID.test(id));
  if (points.length > 0) params.set('points', points.slice(0, GENERATE_POINTS_MAX).join(','));
  return `${ROUTES.generate}?${params.toString()}`;
}

/** What {@link generateHref} put in an address; anything malformed is left out. */
export function readGenerateQuery(params: URLSearchParams): GenerateQuery {
  const int = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value >= 1 && value <= 99 ? value : undefined;
  };
  const period = int('period');
  const subject = int('subject');
  const knowledgePointIds = (params.get('points') ?? '')
    .split(',')
    .filter((id) => POINT_ID.test(id))
    .slice(0, GENERATE_POINTS_MAX);
  return period && subject ? { period, subject, knowledgePointIds } : { knowledgePointIds: [] };
}
