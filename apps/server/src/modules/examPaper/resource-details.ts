import type { Data, questionBank } from '@aita/contract';
import { Code } from '@aita/core';
import { DomainError } from '../../platform/errors';
import type { QuestionBankService } from '../questionBank';
import type { ExamPaperService } from './service';

type Details = Data<typeof questionBank.resourceDetails>;
type Entry = Details['list'][number];
type Ref = { type: 'question' | 'paper'; id: number };

const TITLE_CHARS = 60;

/** A stem as one line of plain text: formulas keep their TeX, markup and blanks are dropped. */
function plainTitle(stem: string): string {
  const text = stem
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\$\$?/g, '')
    .replace(/_{4,}/g, '____')
    .replace(/[*#>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].length > TITLE_CHARS ? `${[...text].slice(0, TITLE_CHARS).join('')}…` : text;
}

/**
 * `/v2/agent/resource/details` (docs/questionBank.md "Resource details"): bank questions and
 * exam papers by id, in the order asked, with the bank's and the papers' own access rules;
 * anything the caller may not see is `missing`, like an id that does not exist.
 */
export function createResourceDetails({
  bank,
  papers,
}: {
  bank: QuestionBankService;
  papers: ExamPaperService;
}) {
  return {
    async details(uid: number, resources: Ref[]): Promise<Details> {
      const questionIds = [
        ...new Set(resources.filter((r) => r.type === 'question').map((r) => r.id)),
      ];
      const found =
        questionIds.length > 0
          ? new Map((await bank.byIds(uid, questionIds)).map((q) => [q.questionId, q]))
          : new Map();
      const list: Entry[] = [];
      const missing: Ref[] = [];
      for (const ref of resources) {
        if (ref.type === 'question') {
          const question = found.get(ref.id);
          if (question)
            list.push({ type: 'question', id: ref.id, title: plainTitle(question.stem), question });
          else missing.push(ref);
          continue;
        }
        try {
          const paper = await papers.get(uid, ref.id);
          let number = 0;
          list.push({
            type: 'paper',
            id: ref.id,
            title: paper.title,
            paper: {
              paperId: paper.paperId,
              title: paper.title,
              subtitle: paper.subtitle,
              period: paper.period,
              subject: paper.subject,
              durationMinutes: paper.durationMinutes,
              totalScore: paper.totalScore,
              questionCount: paper.questionCount,
              difficulty: paper.difficulty,
              updatedAt: paper.updatedAt,
              mine: paper.mine ? 1 : 0,
              sections: paper.sections.map((s) => ({
                title: s.heading,
                questions: s.items.map((item) => ({
                  number: ++number,
                  questionId: item.questionId,
                  score: item.score,
                })),
              })),
            },
          });
        } catch (error) {
          if (error instanceof DomainError && error.code === Code.NOT_FOUND) missing.push(ref);
          else throw error;
        }
      }
      return { list, missing };
    },
  };
}

export type ResourceDetails = ReturnType<typeof createResourceDetails>;
