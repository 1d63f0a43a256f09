/**
 * `POST /v1/tiku/question/generate` (docs/questionBank.md "AI question generation"): with a chat model,
 * the app's drafts for the teacher to review; without one, questions the teacher may see picked from
 * the bank by the same form (knowledge points with their subtrees, type, difficulty widened by ±1 when
 * short), said plainly in the note. Nothing is stored here: 采用 saves through the editor.
 */
import {
  buildKnowledgeTree,
  Code,
  findKnowledgePath,
  generateModelNote,
  generatePreset,
  knowledgeSubtreeIds,
  LAYER_TIERS,
  MSG_GENERATE_BANK_EMPTY,
  MSG_GENERATE_BANK_MODE,
  MSG_GENERATE_POINTS_UNKNOWN,
  type QuestionType,
} from '@aita/core';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { AiProviders } from '../../ai/providers';
import { isUpstreamError } from '../../ai/upstream-error';
import type { Db } from '../../db/database';
import { knowledgePoints, questionKnowledgePoints, questions } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { modelDrafts, type GenerateForm, type QuestionDraft } from './generate';
import { memberOf, visibleWhere, type Viewer } from './service';

/** What the call answers. */
export interface GenerateResult {
  mode: 'model' | 'bank';
  note: string;
  list: QuestionDraft[];
}

const invalid = (message: string) => new DomainError(Code.INVALID_PARAM, message);

/** Creates the generation service. */
export function createQuestionGenerator({ db, ai }: { db: Db; ai: AiProviders }) {
  /** The 学段/学科's tree, and the names (root → point) of the form's points; 40001 if one is not in it. */
  async function pointsOf(form: GenerateForm) {
    const rows = await db
      .select({
        id: knowledgePoints.id,
        parentId: knowledgePoints.parentId,
        name: knowledgePoints.name,
        sort: knowledgePoints.sort,
      })
      .from(knowledgePoints)
      .where(
        and(eq(knowledgePoints.period, form.period), eq(knowledgePoints.subject, form.subject)),
      );
    const tree = buildKnowledgeTree(rows);
    const names = form.knowledgePointIds.map((id) =>
      findKnowledgePath(tree, id)
        .map((n) => n.name)
        .join(' › '),
    );
    if (names.some((n) => n === '')) throw invalid(MSG_GENERATE_POINTS_UNKNOWN);
    return { tree, names };
  }

  /** Up to `count` visible questions of the points' subtrees, type and difficulty (then ±1). */
  async function pick(
    viewer: Viewer,
    form: GenerateForm,
    pointIds: string[],
    type: QuestionType,
    difficulty: number,
    count: number,
    taken: number[],
  ) {
    const found: (typeof questions.$inferSelect)[] = [];
    for (const levels of [[difficulty], [difficulty - 1, difficulty + 1]]) {
      if (found.length >= count) break;
      const exclude = [...taken, ...found.map((r) => r.id)];
      const rows = await db
        .select()
        .from(questions)
        .where(
          and(
            visibleWhere(viewer),
            isNull(questions.parentId),
            eq(questions.period, form.period),
            eq(questions.subject, form.subject),
            eq(questions.type, type),
            inArray(questions.difficulty, levels),
            inArray(
              questions.id,
              db
                .select({ id: questionKnowledgePoints.questionId })
                .from(questionKnowledgePoints)
                .where(inArray(questionKnowledgePoints.knowledgePointId, pointIds)),
            ),
            exclude.length > 0 ? notInArray(questions.id, exclude) : undefined,
          ),
        )
        .orderBy(sql`random()`)
        .limit(count - found.length);
      found.push(...rows);
    }
    return found;
  }

  async function fromBank(
    uid: number,
    form: GenerateForm,
    tree: ReturnType<typeof buildKnowledgeTree>,
  ) {
    const viewer = await memberOf(db, uid);
    const pointIds = [
      ...new Set(form.knowledgePointIds.flatMap((id) => knowledgeSubtreeIds(tree, id))),
    ];
    const wanted = form.tiers
      ? LAYER_TIERS.map((t) => ({
          tier: t.name,
          difficulty: t.difficulty,
          count: form.tiers?.[t.id] ?? 0,
        }))
      : [{ tier: '', difficulty: form.difficulty, count: form.count }];
    const list: QuestionDraft[] = [];
    const taken: number[] = [];
    for (const w of wanted) {
      if (w.count === 0) continue;
      const rows = await pick(viewer, form, pointIds, form.type, w.difficulty, w.count, taken);
      const points = await pointIdsOf(rows.map((r) => r.id));
      for (const r of rows) {
        taken.push(r.id);
        list.push({
          type: r.type as QuestionType,
          stem: r.stem,
          options: r.options,
          answer: r.answer,
          analysis: r.analysis,
          difficulty: r.difficulty,
          knowledgePointIds: points.get(r.id) ?? [],
          period: r.period,
          subject: r.subject,
          grade: r.grade,
          tier: w.tier,
          flags: [],
          questionId: r.id,
        });
      }
    }
    return {
      mode: 'bank' as const,
      note:
        list.length > 0
          ? MSG_GENERATE_BANK_MODE
          : `${MSG_GENERATE_BANK_MODE}${MSG_GENERATE_BANK_EMPTY}`,
      list,
    };
  }

  async function pointIdsOf(ids: number[]) {
    const map = new Map<number, string[]>();
    if (ids.length === 0) return map;
    const rows = await db
      .select()
      .from(questionKnowledgePoints)
      .where(inArray(questionKnowledgePoints.questionId, ids));
    for (const r of rows)
      map.set(r.questionId, [...(map.get(r.questionId) ?? []), r.knowledgePointId]);
    return map;
  }

  return {
    async generate(uid: number, form: GenerateForm): Promise<GenerateResult> {
      const preset = generatePreset(form.appUri);
      if (!preset) throw invalid('参数错误：appUri 取值无效');
      const { tree, names } = await pointsOf(form);
      if (!ai.structured.available) return fromBank(uid, form, tree);
      try {
        const { drafts, dropped, corrected } = await modelDrafts(ai, preset, form, names);
        return {
          mode: 'model',
          note: generateModelNote(drafts.length, dropped, corrected),
          list: drafts,
        };
      } catch (error) {
        if (isUpstreamError(error)) throw new DomainError(Code.INTERNAL, error.teacherMessage);
        throw error;
      }
    },
  };
}

/** The generation service. */
export type QuestionGenerator = ReturnType<typeof createQuestionGenerator>;
