import {
  aiquestionPage,
  ESSAY_REVIEW_APP_URIS,
  ESSAY_REVIEW_PATH,
  IMAGE_APP_TOOLS,
  imageAppsPath,
  type AppInfo,
} from '@aita/core';
import { ROUTES } from '../../../shared/routes';

/** What opening an app does, by its category (spec §2 "Old home", §3 categories). */
export type OpenTarget =
  { kind: 'route'; to: string } | { kind: 'membership' } | { kind: 'dialog'; src: string };

/**
 * htmlfile → the html viewer `/code?appId=…`; aiassistant → its chat `/chat/<uri>`; nobook →
 * the membership dialog; every other category → the app dialog embedding the app's page
 * (`/chat/<uri>?embed=1`, no header, sidebar or side panel), which for these categories says
 * plainly which area the app belongs to and that it is not open yet: never a chat that
 * pretends (docs/apps.md). The image apps with a tool of their own (教学插图, 手抄报模板,
 * 图片生成微课视频) open it (docs/imageApps.md), and 作文批改 / 英语作文批改 open the essay marking
 * tool (docs/essayReview.md). An `aiquestion` app opens its question form (or 智能组卷), and
 * its explanation apps (数学解题步骤) their chat (docs/questionBank.md "AI question generation").
 * Pure, so the rule is unit-tested.
 */
export function openTarget(app: Pick<AppInfo, 'appId' | 'category' | 'uri'>): OpenTarget {
  const tool = IMAGE_APP_TOOLS[app.uri];
  if (tool && (app.category === 'image2image' || app.category === 'image2video')) {
    return { kind: 'route', to: imageAppsPath(tool) };
  }
  if (app.category === 'aiassistant' && ESSAY_REVIEW_APP_URIS.includes(app.uri)) {
    return { kind: 'route', to: ESSAY_REVIEW_PATH };
  }
  switch (app.category) {
    case 'htmlfile':
      return { kind: 'route', to: `${ROUTES.code}?appId=${encodeURIComponent(app.appId)}` };
    case 'aiassistant':
      return { kind: 'route', to: ROUTES.chatWithUri(app.uri) };
    case 'nobook':
      return { kind: 'membership' };
    case 'aiquestion':
      return { kind: 'route', to: aiquestionPage(app.uri) ?? ROUTES.chatWithUri(app.uri) };
    default:
      return { kind: 'dialog', src: `${ROUTES.chatWithUri(app.uri)}?embed=1` };
  }
}
