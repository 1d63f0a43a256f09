/**
 * Where an app that is not a conversation belongs (docs/apps.md "Apps of other categories"):
 * a chat must not pretend to be a question generator, an image tool or a mini program. Until
 * that area exists on the web, the app says so plainly and points to what works now.
 */
import type { AppCategory } from '../domain/app';

/** What the app page shows for an app of another category, and where it points. */
export interface AppAreaNote {
  /** The area the app belongs to. */
  area: string;
  /** Why there is no chat, and what the teacher can do now. */
  note: string;
  /** A page that already helps, with its label; absent when nothing does yet. */
  link?: { to: string; label: string };
}

/** The areas of the non-conversation categories. */
export const APP_AREA_NOTES: Readonly<Partial<Record<AppCategory, AppAreaNote>>> = {
  aiquestion: {
    area: '智能出题',
    note: '这个应用属于智能出题（按知识点、题型、难度生成题目并入库），网页版正在建设中，暂不能在对话里使用。现在可以在精品题库中按知识点选题组卷。',
    link: { to: '/question-bank-jp/index', label: '去精品题库' },
  },
  htmlfile: {
    area: '课件与网页应用',
    note: '这个应用会生成可编辑、可下载的课件或网页，网页版的查看器正在建设中，暂不能使用。',
  },
  nobook: {
    area: '虚拟实验室',
    note: '这个应用是会员专享的仿真实验，网页版的实验页面正在建设中，暂不能使用。',
  },
  image2image: {
    area: '图片生成',
    note: '这个应用需要图片生成能力，网页版正在建设中，暂不能使用。',
  },
  image2video: {
    area: '微课视频生成',
    note: '这个应用需要视频生成能力，网页版正在建设中，暂不能使用。',
  },
  miniprogram: {
    area: '小程序',
    note: '这个应用是微信小程序，网页版暂不提供，请在微信中搜索使用。',
  },
};

/** The note of an app's category; undefined for a conversation app (aiassistant). */
export function appAreaNote(category: AppCategory): AppAreaNote | undefined {
  return APP_AREA_NOTES[category];
}
