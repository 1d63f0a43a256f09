import type { PendingNewHomeRequest } from '@aita/core';

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
