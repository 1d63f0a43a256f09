import type { BankQuestion } from '@aita/api';

/** A 初中数学 单选题 of the bank as the api answers it, for tests; `over` changes any field. */
export const bankQuestion = (
  questionId: number,
  over: Partial<BankQuestion> = {},
): BankQuestion => ({
  questionId,
  type: 'single',
  stem: `第 ${questionId} 题`,
  options: ['甲', '乙'],
  answer: ['A'],
  analysis: '解析',
  difficulty: 3,
  knowledgePoints: [{ id: 'jm.num.eq.quad', name: '一元二次方程' }],
  period: 2,
  subject: 2,
  grade: 9,
  source: '原创',
  year: 2026,
  region: null,
  cognitiveLevel: null,
  chapterId: null,
  scope: 'platform',
  authorName: null,
  createdAt: 0,
  canEdit: 0,
  isFavourite: 0,
  children: [],
  ...over,
});
