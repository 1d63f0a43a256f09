import type { featureCardSchema } from '@aita/contract';
import { ESSAY_REVIEW_PATH, type AppInfo, type HomeCardInfo } from '@aita/core';
import type { z } from 'zod';
import type { AppService } from '../apps';

/**
 * A feature card of the new home's carousel (§2 "New home"; docs/apps.md "Home"), as the
 * contract declares it: `jptk` and `xbtk` need an organisation (§5), `classroom` needs login.
 */
export type FeatureCard = z.infer<typeof featureCardSchema>;

/** The carousel's cards, in order (9 cards: pages of 4, §2 "Carousel of feature cards"). */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    key: 'jptk',
    title: '精品题库',
    desc: '名校真题、同步练习，按知识点精准组卷',
    path: '/question-bank-jp/index',
    needLogin: 1,
    needOrg: 1,
  },
  {
    key: 'xbtk',
    title: '校本题库',
    desc: '本校老师共建共享的题目与试卷',
    path: '/question-bank-xb/index',
    needLogin: 1,
    needOrg: 1,
  },
  {
    key: 'classroom',
    title: '班级管理',
    desc: '班级、学生与作业一站管理',
    path: '/classroom/index',
    needLogin: 1,
    needOrg: 0,
  },
  {
    // Opens the §2 class-book download dialog; downloading asks for login (§6).
    key: 'class-book',
    title: '教辅资料下载',
    desc: '小学语文、数学配套教具与练习纸，打印即用',
    path: '/class-book',
    needLogin: 0,
    needOrg: 0,
  },
  {
    key: 'ai-course',
    title: 'AI通识课',
    desc: '面向教师的人工智能入门课程',
    path: '/ai-course/index',
    needLogin: 1,
    needOrg: 0,
  },
  {
    key: 'essay-review',
    title: '作文批改',
    desc: '逐句点评、打分并给出修改建议',
    path: ESSAY_REVIEW_PATH,
    needLogin: 1,
    needOrg: 0,
  },
  {
    key: 'ai-courseware',
    title: 'AI课件',
    desc: '输入课题，生成可编辑的课件大纲',
    path: '/courseware/index',
    needLogin: 0,
    needOrg: 0,
  },
  {
    key: 'auto-paper',
    title: '一键组卷',
    desc: '按题型和难度自动生成试卷',
    path: '/chat/auto-paper',
    needLogin: 0,
    needOrg: 0,
  },
  {
    key: 'apps',
    title: '应用中心',
    desc: '全部 AI 应用，按分类浏览与搜索',
    path: '/apps/index',
    needLogin: 0,
    needOrg: 0,
  },
];

/** The uris of the new home's recommended function buttons, in order. */
export const FUNCTION_APP_URIS: readonly string[] = [
  'lesson-plan',
  'essay-review',
  'question-generator',
  'ppt-outline',
  'term-comments',
  'class-intro',
];

/**
 * §3 Home card info with every count 0 (docs/apps.md "Home"): the shape, filled in by `cards`
 * with what the viewer has (classInfo: their classes and students).
 */
export function emptyHomeCardInfo(): HomeCardInfo {
  return {
    tikuInfo: { tiTotal: 0, juanTotal: 0 },
    schoolInfo: { tiTotal: 0, tiMonAdd: 0, JuanMonAdd: 0, juanTotal: 0 },
    classInfo: { classTotal: 0, personTotal: 0 },
  };
}

export interface HomeService {
  /** Recommended function buttons: apps (online ones only), in FUNCTION_APP_URIS order. */
  functions(userId?: number): Promise<AppInfo[]>;
  /** The feature cards and the §3 home card info of the viewer (zeros for a visitor). */
  cards(userId?: number): Promise<{ list: FeatureCard[]; cardInfo: HomeCardInfo }>;
}

/** The new home's side data (§2 "New home"). */
export function createHomeService({
  appService,
  classInfo,
  bankCounts,
}: {
  appService: AppService;
  /** §3 classInfo of a teacher: their classes and the students in them. */
  classInfo: (userId: number | undefined) => Promise<HomeCardInfo['classInfo']>;
  /** §3 tikuInfo and schoolInfo: the question bank's and papers' counts (zeros when absent). */
  bankCounts?: (
    userId: number | undefined,
  ) => Promise<Pick<HomeCardInfo, 'tikuInfo' | 'schoolInfo'>>;
}): HomeService {
  return {
    functions: (userId) => appService.byUris(FUNCTION_APP_URIS, userId),
    cards: async (userId) => ({
      list: FEATURE_CARDS.map((c) => ({ ...c })),
      cardInfo: {
        ...emptyHomeCardInfo(),
        ...(bankCounts ? await bankCounts(userId) : {}),
        classInfo: await classInfo(userId),
      },
    }),
  };
}
