/**
 * Where an app that is not a conversation belongs (docs/apps.md "Apps of other categories"):
 * a chat must not pretend to be a question generator, an image tool or a mini program. Until
 * that area exists on the web, the app says so plainly and points to what works now.
 */
import type { AppCategory } from '../domain/app';
import { AIQUESTION_CONVERSATIONS, aiquestionPage } from '../questionBank/generate';

/** What the app page shows for an app of another category, and where it points. */
export interface AppAreaNote {
  /** The area the app belongs to. */
  area: string;
  /** Why there is no chat, and what the teacher can do now. */
  note: string;
  /** A page that already helps, with its label; absent when nothing does yet. */
  link?: { to: string; label: string };
  /** Where the app page goes at once instead of showing the note (the app has a page of its own). */
  redirect?: string;
}

/** The areas of the non-conversation categories. */
export const APP_AREA_NOTES: Readonly<Partial<Record<AppCategory, AppAreaNote>>> = {
  aiquestion: {
    area: '智能出题',
    note: '这个应用属于智能出题（按知识点、题型、难度生成题目，逐题审核后存入我的题库），不在对话里使用：请在智能出题页面使用它。',
    link: { to: '/question-bank-ai/index', label: '打开智能出题' },
  },
  htmlfile: {
    area: '课件与网页应用',
    note: '这个应用是课件或课堂小工具，不在对话里使用：请从应用中心打开它；生成课件可以直接用 AI课件。',
    link: { to: '/courseware/index', label: '打开AI课件' },
  },
  nobook: {
    area: '虚拟实验室',
    note: '这个应用是会员专享的仿真实验，不在对话里使用：请从应用中心打开它（需要会员）。',
    link: { to: '/apps/index', label: '去应用中心' },
  },
  image2image: {
    area: '图片工具',
    note: '这个应用在图片工具中使用：手抄报排版和照片转涂色画不需要模型，可直接使用；教学插图需要配置图片生成模型。',
    link: { to: '/image-apps/index', label: '打开图片工具' },
  },
  image2video: {
    area: '微课视频生成',
    note: '这个应用需要视频生成服务，本站未配置时不能生成视频；可以先在图片工具中准备插图和手抄报。',
    link: { to: '/image-apps/index?tab=video', label: '查看说明' },
  },
  miniprogram: {
    area: '小程序',
    note: '这个应用是微信小程序，网页版暂不提供，请在微信中搜索使用。',
  },
};

/**
 * The note of an app's category; undefined for a conversation app (aiassistant, and the
 * explanation apps of `aiquestion` such as 数学解题步骤). With the app's `uri`, an `aiquestion`
 * app's note says where its own page is (`redirect`): the question form or 智能组卷.
 */
export function appAreaNote(category: AppCategory, uri?: string): AppAreaNote | undefined {
  const note = APP_AREA_NOTES[category];
  if (category !== 'aiquestion' || uri === undefined || note === undefined) return note;
  if (AIQUESTION_CONVERSATIONS.includes(uri)) return undefined;
  const page = aiquestionPage(uri);
  return page === null
    ? undefined
    : {
        ...note,
        link: { ...note.link, to: page, label: note.link?.label ?? '打开' },
        redirect: page,
      };
}
