import {
  cleanItemEdit,
  Code,
  MSG_BAD_FORMULA,
  MSG_IMPORT_NOTHING,
  MSG_QUESTION_EDIT_FORBIDDEN,
  MSG_QUESTION_NOT_FOUND,
  parseQuestionParagraphs,
  QUESTION_IMPORT_MAX_QUESTIONS,
  questionProblems,
  type CognitiveLevel,
  type Difficulty,
  type Question,
} from '@aita/core';
import { badFormula } from '@aita/core/richtext';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { knowledgePoints, questionKnowledgePoints, questions } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import type { SearchIndex } from '../../platform/search';
import { linkDocxPictures, readDocxParagraphs } from './docx-import';
import { childQuestions, replaceChildren, type ChildInput } from './group-input';
import type { QuestionImages } from './images';
import { searchEntryOf } from './search-entry';
import { canEdit, canSee, memberOf, type Viewer } from './service';
import type { TextbookService } from './textbook';

/** A question as the editor sends it (the contract's `questionInputSchema`, parsed). */
export interface QuestionInput {
  questionId?: number;
  scope: 'school' | 'personal';
  type: Question['type'];
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
  difficulty: number;
  knowledgePointIds: string[];
  period: number;
  subject: number;
  grade: number;
  chapterId?: string;
  cognitiveLevel?: number;
  source: string;
  year: number;
  region?: string;
  /** The 小题 of a 阅读/材料题 (none for other types). */
  children?: ChildInput[];
}

/** Defaults an import gives every question of the file. */
export interface ImportDefaults {
  scope: 'school' | 'personal';
  period: number;
  subject: number;
  grade: number;
  knowledgePointId: string;
  difficulty: number;
}

const invalid = (message: string) => new DomainError(Code.INVALID_PARAM, message);

/** Why a question cannot be stored (its field and a Chinese sentence), or null when it can. */
export function problemOf(q: Question): { field: string; message: string } | null {
  const [problem] = questionProblems(q);
  if (problem) return problem;
  const texts: [string, string[]][] = [
    ['stem', [q.stem]],
    ['options', q.options],
    ['answer', q.answer],
    ['analysis', [q.analysis]],
  ];
  for (const [field, list] of texts)
    for (const text of list) {
      const bad = badFormula(text);
      if (bad !== null) return { field, message: `${MSG_BAD_FORMULA}${bad.slice(0, 80)}` };
    }
  for (const [i, child] of (q.children ?? []).entries()) {
    const problem = problemOf(child);
    if (problem) return { field: 'children', message: `第 ${i + 1} 小题：${problem.message}` };
  }
  return null;
}

/** The Chinese reason of a refusal, without the 参数错误：<field> prefix (an import's list). */
const reasonOf = (message: string) => message.replace(/^参数错误：(?:[A-Za-z]+ )?/, '');

/**
 * 校本资源's writes (docs/questionBank.md "校本资源"): add and edit a school or personal question,
 * remove one, share a personal one to the school, and import a `.docx`. Every write is checked
 * against the viewer's schools and roles read on this request; a question of another school is
 * 40004 (its existence is not told), one of the same school by another teacher 40003 unless the
 * viewer is the school's admin.
 */
export function createQuestionEditor({
  database,
  search,
  textbook,
  images,
}: {
  database: Database;
  search: SearchIndex;
  /** Stores an imported `.docx`'s pictures (without it they are dropped with a warning). */
  images?: QuestionImages;
  textbook: TextbookService;
}) {
  const db = database.db;
  async function pointNames(ids: string[], period: number, subject: number) {
    const rows = ids.length
      ? await db
          .select({ id: knowledgePoints.id, name: knowledgePoints.name })
          .from(knowledgePoints)
          .where(
            and(
              inArray(knowledgePoints.id, ids),
              eq(knowledgePoints.period, period),
              eq(knowledgePoints.subject, subject),
            ),
          )
      : [];
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The question cleaned and checked; 40001 with the first problem in Chinese. */
  async function checked(input: QuestionInput): Promise<Question & { names: string[] }> {
    const text = cleanItemEdit(input.type, input);
    const q: Question = {
      ...text,
      type: input.type,
      difficulty: input.difficulty as Difficulty,
      knowledgePointIds: [...new Set(input.knowledgePointIds)],
      period: input.period,
      subject: input.subject,
      grade: input.grade,
      source: input.source.trim() === '' ? '原创' : input.source.trim(),
      year: input.year,
      region: input.region,
      cognitiveLevel: input.cognitiveLevel as CognitiveLevel | undefined,
      chapterId: input.chapterId,
    };
    if ((input.children ?? []).length > 0) q.children = childQuestions(q, input.children ?? []);
    const problem = problemOf(q);
    if (problem) throw invalid(`参数错误：${problem.field} ${problem.message}`);
    const names = await pointNames(q.knowledgePointIds, q.period, q.subject);
    if (names.size !== q.knowledgePointIds.length)
      throw invalid('参数错误：knowledgePointIds 知识点不存在或不属于所选学段学科');
    const childPoints = [...new Set((q.children ?? []).flatMap((c) => c.knowledgePointIds))];
    if ((await pointNames(childPoints, q.period, q.subject)).size !== childPoints.length)
      throw invalid('参数错误：children 小题的知识点不存在或不属于所选学段学科');
    if (q.chapterId !== undefined && !(await textbook.exists(q.chapterId, q.period, q.subject)))
      throw invalid('参数错误：chapterId 教材章节不存在或不属于所选学段学科');
    return { ...q, names: q.knowledgePointIds.map((id) => names.get(id) ?? '') };
  }

  async function owned(viewer: Viewer, questionId: number) {
    const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
    // A 小题 is edited, shared and removed with its group only.
    if (!row || row.parentId !== null || !canSee(viewer, row))
      throw new DomainError(Code.NOT_FOUND, MSG_QUESTION_NOT_FOUND);
    if (!canEdit(viewer, row)) throw new DomainError(Code.FORBIDDEN, MSG_QUESTION_EDIT_FORBIDDEN);
    return row;
  }

  async function store(
    viewer: Viewer & { curOrgId: number },
    q: Question & { names: string[] },
    scope: 'school' | 'personal',
    existing?: { id: number; orgId: number | null; ownerUid: number | null },
  ): Promise<number> {
    const values = {
      scope,
      orgId: scope === 'school' ? (existing?.orgId ?? viewer.curOrgId) : null,
      ownerUid: existing?.ownerUid ?? viewer.uid,
      period: q.period,
      subject: q.subject,
      grade: q.grade,
      type: q.type,
      difficulty: q.difficulty,
      stem: q.stem,
      options: q.options,
      answer: q.answer,
      analysis: q.analysis,
      source: q.source,
      year: q.year,
      region: q.region ?? null,
      cognitiveLevel: q.cognitiveLevel ?? null,
      chapterId: q.chapterId ?? null,
    };
    const id = await database.transaction(async (tx) => {
      let id = existing?.id;
      if (id === undefined) {
        const [row] = await tx.insert(questions).values(values).returning({ id: questions.id });
        if (!row) throw new Error('question insert returned nothing');
        id = row.id;
      } else {
        await tx
          .update(questions)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(questions.id, id));
        await tx.delete(questionKnowledgePoints).where(eq(questionKnowledgePoints.questionId, id));
      }
      const questionId = id;
      await tx
        .insert(questionKnowledgePoints)
        .values(q.knowledgePointIds.map((knowledgePointId) => ({ questionId, knowledgePointId })));
      // A group's 小题 are written anew with it; an edit that made it another type drops them.
      await replaceChildren(tx, questionId, values, q.children ?? []);
      return questionId;
    });
    await search.upsert([
      searchEntryOf({
        id,
        scope,
        orgId: values.orgId,
        ownerUid: values.ownerUid,
        stem: q.stem,
        // A group is found by its 小题' words too (as the seed indexes it).
        options: [...q.options, ...(q.children ?? []).flatMap((c) => [c.stem, ...c.options])],
        analysis: q.analysis,
        knowledgePointNames: q.names,
      }),
    ]);
    return id;
  }

  return {
    async save(uid: number, input: QuestionInput): Promise<{ questionId: number }> {
      const viewer = await memberOf(db, uid);
      const existing =
        input.questionId === undefined ? undefined : await owned(viewer, input.questionId);
      const q = await checked(input);
      // An edit keeps the question where it is; only share moves a personal one to the school.
      const scope = existing ? (existing.scope === 'school' ? 'school' : 'personal') : input.scope;
      return { questionId: await store(viewer, q, scope, existing) };
    },

    async remove(uid: number, questionId: number): Promise<void> {
      const viewer = await memberOf(db, uid);
      await owned(viewer, questionId);
      await db.delete(questions).where(eq(questions.id, questionId));
      await search.remove('question', [String(questionId)]);
    },

    /** A personal question of the teacher goes to the current school (its author stays). */
    async share(uid: number, questionId: number) {
      const viewer = await memberOf(db, uid);
      const row = await owned(viewer, questionId);
      if (row.scope !== 'personal' || row.ownerUid !== uid)
        throw invalid('参数错误：questionId 只有自己的个人试题可以共享到学校');
      // A group goes with its 小题.
      await db
        .update(questions)
        .set({ scope: 'school', orgId: viewer.curOrgId, updatedAt: new Date() })
        .where(or(eq(questions.id, questionId), eq(questions.parentId, questionId)));
      const points = await db
        .select({ name: knowledgePoints.name })
        .from(questionKnowledgePoints)
        .innerJoin(
          knowledgePoints,
          eq(knowledgePoints.id, questionKnowledgePoints.knowledgePointId),
        )
        .where(eq(questionKnowledgePoints.questionId, questionId));
      const kids = await db
        .select({ stem: questions.stem, options: questions.options })
        .from(questions)
        .where(eq(questions.parentId, questionId));
      await search.upsert([
        searchEntryOf({
          ...row,
          options: [...row.options, ...kids.flatMap((c) => [c.stem, ...c.options])],
          scope: 'school',
          orgId: viewer.curOrgId,
          knowledgePointNames: points.map((p) => p.name),
        }),
      ]);
      return { questionId, scope: 'school' as const };
    },

    /**
     * Imports a `.docx`: every numbered question that passes the rules is stored with the
     * defaults; the others are listed with the reason. Nothing found → 40001.
     */
    async importDocx(uid: number, bytes: Uint8Array, defaults: ImportDefaults) {
      const viewer = await memberOf(db, uid);
      const names = await pointNames(
        [defaults.knowledgePointId],
        defaults.period,
        defaults.subject,
      );
      if (names.size === 0)
        throw invalid('参数错误：knowledgePointId 知识点不存在或不属于所选学段学科');
      const read = readDocxParagraphs(bytes);
      const links = new Map<string, string>();
      for (const [rId, picture] of read.pictures) {
        const link = images ? await images.store(uid, picture) : null;
        if (link !== null) links.set(rId, link);
      }
      const { paragraphs, warnings } = linkDocxPictures(read, links);
      const parsed = parseQuestionParagraphs(paragraphs);
      if (parsed.questions.length === 0) throw invalid(MSG_IMPORT_NOTHING);
      if (parsed.questions.length > QUESTION_IMPORT_MAX_QUESTIONS)
        throw invalid(`一次最多导入 ${QUESTION_IMPORT_MAX_QUESTIONS} 道试题，请拆分文档`);
      const questionIds: number[] = [];
      const skipped: { number: number; reason: string }[] = [];
      for (const item of parsed.questions) {
        try {
          const q = await checked({
            ...item,
            scope: defaults.scope,
            difficulty: defaults.difficulty,
            knowledgePointIds: [defaults.knowledgePointId],
            period: defaults.period,
            subject: defaults.subject,
            grade: defaults.grade,
            source: '原创',
            year: new Date().getUTCFullYear(),
          });
          questionIds.push(await store(viewer, q, defaults.scope));
        } catch (error) {
          if (!(error instanceof DomainError) || error.code !== Code.INVALID_PARAM) throw error;
          skipped.push({ number: item.number, reason: reasonOf(error.message) });
        }
      }
      return {
        imported: questionIds.length,
        questionIds,
        skipped,
        warnings: [...warnings, ...parsed.warnings],
      };
    },
  };
}

export type QuestionEditor = ReturnType<typeof createQuestionEditor>;
