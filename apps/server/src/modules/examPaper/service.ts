import {
  Code,
  DEFAULT_SCORES,
  MSG_PAPER_ITEM_NOT_FOUND,
  MSG_PAPER_NO_SIMILAR,
  MSG_PAPER_NOT_FOUND,
  MSG_PAPER_QUESTION_MISSING,
  MSG_PAPER_TOO_MANY,
  PAPER_DURATION_DEFAULT,
  PAPER_QUESTIONS_MAX,
  type CognitiveLevel,
  type ExamPaperData,
  type PaperBlueprintTarget,
  type PaperItemText,
  type QuestionType,
} from '@aita/core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { examPaperItems, examPapers, orgMembers } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import type { BankSnapshot, PaperBank } from './bank';
import { checkedItemEdit } from './item-edit';
import { itemOf, paperData, type ItemRow } from './paper-data';
import { bVersionRows } from './versions';

/** What `/paper/question` does (the contract's body, parsed). */
export type QuestionEdit =
  | { action: 'add'; questionIds: number[]; score?: number }
  | { action: 'remove'; itemId: number }
  | { action: 'move'; itemId: number; to: number }
  | { action: 'score'; itemId: number; score: number }
  | { action: 'sectionScore'; type: QuestionType; score: number }
  | { action: 'swap'; itemId: number }
  | ({ action: 'edit'; itemId: number } & PaperItemText)
  | { action: 'level'; itemId: number; cognitiveLevel: CognitiveLevel | null };

/** A paper's editable fields. */
export interface PaperMeta {
  title: string;
  subtitle?: string;
  durationMinutes?: number;
}

/**
 * A teacher's exam papers (docs/examPaper.md): list, one paper whole, create from the basket,
 * rename, copy, delete, and the question edits of `/paper/question`. A paper is its owner's
 * only: any other teacher's id answers 40004 so ids cannot be probed.
 */
export function createExamPaperService(deps: {
  database: Database;
  bank: PaperBank;
  clock: Clock;
  random?: () => number;
}) {
  const { database, bank, clock } = deps;
  const db = database.db;
  const random = deps.random ?? Math.random;

  async function own(uid: number, paperId: number) {
    const [paper] = await db
      .select()
      .from(examPapers)
      .where(and(eq(examPapers.id, paperId), eq(examPapers.ownerUid, uid)));
    if (!paper) throw new DomainError(Code.NOT_FOUND, MSG_PAPER_NOT_FOUND);
    return paper;
  }

  async function itemsOf(paperId: number): Promise<ItemRow[]> {
    return db
      .select()
      .from(examPaperItems)
      .where(eq(examPaperItems.paperId, paperId))
      .orderBy(asc(examPaperItems.position), asc(examPaperItems.id));
  }

  /** The owner's paper, or one shared to a school the caller is a member of (read only). */
  async function readable(uid: number, paperId: number) {
    const [row] = await db
      .select({ paper: examPapers, member: orgMembers.userId })
      .from(examPapers)
      .leftJoin(
        orgMembers,
        and(eq(orgMembers.orgId, examPapers.sharedOrgId), eq(orgMembers.userId, uid)),
      )
      .where(eq(examPapers.id, paperId));
    if (!row || (row.paper.ownerUid !== uid && row.member === null)) {
      throw new DomainError(Code.NOT_FOUND, MSG_PAPER_NOT_FOUND);
    }
    return row.paper;
  }

  async function load(uid: number, paperId: number): Promise<ExamPaperData> {
    const paper = await readable(uid, paperId);
    return paperData(paper, await itemsOf(paperId), uid);
  }

  async function touch(paperId: number) {
    await db.update(examPapers).set({ updatedAt: clock() }).where(eq(examPapers.id, paperId));
  }

  /** Appends bank questions to their sections, skipping those already in the paper. */
  async function append(paperId: number, taken: BankSnapshot[], score?: number) {
    const rows = await itemsOf(paperId);
    const present = new Set(rows.map((r) => r.questionId));
    const fresh = taken.filter((q) => !present.has(q.questionId));
    if (rows.length + fresh.length > PAPER_QUESTIONS_MAX) {
      throw new DomainError(Code.INVALID_PARAM, MSG_PAPER_TOO_MANY);
    }
    const next = new Map<string, number>();
    for (const r of rows) next.set(r.type, Math.max(next.get(r.type) ?? 0, r.position + 1));
    const values = fresh.map((q) => {
      const position = next.get(q.type) ?? 0;
      next.set(q.type, position + 1);
      return itemOf(paperId, q, position, score ?? DEFAULT_SCORES[q.type]);
    });
    if (values.length) await db.insert(examPaperItems).values(values);
  }

  async function item(paperId: number, itemId: number): Promise<ItemRow> {
    const [row] = await db
      .select()
      .from(examPaperItems)
      .where(and(eq(examPaperItems.id, itemId), eq(examPaperItems.paperId, paperId)));
    if (!row) throw new DomainError(Code.NOT_FOUND, MSG_PAPER_ITEM_NOT_FOUND);
    return row;
  }

  return {
    paperData,

    /** The teacher's papers, most recently changed first. */
    async list(uid: number, page: number, pageSize: number) {
      const [total] = await db
        .select({ n: count() })
        .from(examPapers)
        .where(eq(examPapers.ownerUid, uid));
      const rows = await db
        .select({
          paperId: examPapers.id,
          title: examPapers.title,
          updatedAt: examPapers.updatedAt,
        })
        .from(examPapers)
        .where(eq(examPapers.ownerUid, uid))
        .orderBy(desc(examPapers.updatedAt), desc(examPapers.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const sums = new Map(
        (rows.length
          ? await db
              .select({
                paperId: examPaperItems.paperId,
                n: count(),
                score: sql<string>`coalesce(sum(${examPaperItems.score}), 0)`,
              })
              .from(examPaperItems)
              .where(
                inArray(
                  examPaperItems.paperId,
                  rows.map((r) => r.paperId),
                ),
              )
              .groupBy(examPaperItems.paperId)
          : []
        ).map((r) => [r.paperId, r]),
      );
      return {
        list: rows.map((r) => ({
          paperId: r.paperId,
          title: r.title,
          questionCount: sums.get(r.paperId)?.n ?? 0,
          totalScore: Number(sums.get(r.paperId)?.score ?? 0),
          updatedAt: r.updatedAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },

    get: load,

    /** Creates a paper (from the basket's questions) or updates its title, subtitle and time. */
    async save(uid: number, body: PaperMeta & { paperId?: number; questionIds?: number[] }) {
      const meta = {
        title: body.title,
        subtitle: body.subtitle?.trim() ?? '',
        durationMinutes: body.durationMinutes ?? PAPER_DURATION_DEFAULT,
      };
      if (body.paperId !== undefined) {
        await own(uid, body.paperId);
        await db
          .update(examPapers)
          .set({ ...meta, updatedAt: clock() })
          .where(eq(examPapers.id, body.paperId));
        if (body.questionIds?.length) {
          await append(body.paperId, await bank.take(uid, body.questionIds));
        }
        return load(uid, body.paperId);
      }
      const taken = await bank.take(uid, body.questionIds ?? []);
      if (taken.length < (body.questionIds?.length ?? 0)) {
        throw new DomainError(Code.NOT_FOUND, MSG_PAPER_QUESTION_MISSING);
      }
      const [created] = await db
        .insert(examPapers)
        .values({
          ownerUid: uid,
          ...meta,
          period: taken[0]?.period ?? 2,
          subject: taken[0]?.subject ?? 2,
          createdAt: clock(),
          updatedAt: clock(),
        })
        .returning({ id: examPapers.id });
      if (!created) throw new Error('insert returned nothing');
      await append(created.id, taken);
      return load(uid, created.id);
    },

    /** Copies a paper (its snapshots too) as …（副本）, or makes its B 卷 (versions.ts). */
    async copy(uid: number, paperId: number, variant: 'copy' | 'B' = 'copy') {
      const paper = await readable(uid, paperId);
      const original = await itemsOf(paperId);
      const rows =
        variant === 'B'
          ? await bVersionRows(original, bank, uid, random)
          : original.map(({ id: _id, paperId: _p, ...r }) => r);
      const id = await database.transaction(async (tx) => {
        const [created] = await tx
          .insert(examPapers)
          .values({
            ownerUid: uid,
            title: `${paper.title}${variant === 'B' ? '（B卷）' : '（副本）'}`.slice(0, 60),
            subtitle: paper.subtitle,
            durationMinutes: paper.durationMinutes,
            period: paper.period,
            subject: paper.subject,
            blueprintTarget: paper.blueprintTarget,
            createdAt: clock(),
            updatedAt: clock(),
          })
          .returning({ id: examPapers.id });
        if (!created) throw new Error('insert returned nothing');
        if (rows.length) {
          await tx.insert(examPaperItems).values(rows.map((r) => ({ ...r, paperId: created.id })));
        }
        return created.id;
      });
      return load(uid, id);
    },

    async remove(uid: number, paperId: number) {
      await own(uid, paperId);
      await db.delete(examPapers).where(eq(examPapers.id, paperId));
      return { paperId };
    },

    /** One edit of `/paper/question`; answers the paper as it now is. */
    async edit(uid: number, paperId: number, edit: QuestionEdit): Promise<ExamPaperData> {
      await own(uid, paperId);
      switch (edit.action) {
        case 'add': {
          const taken = await bank.take(uid, edit.questionIds);
          if (taken.length < new Set(edit.questionIds).size) {
            throw new DomainError(Code.NOT_FOUND, MSG_PAPER_QUESTION_MISSING);
          }
          await append(paperId, taken, edit.score);
          break;
        }
        case 'remove':
          await item(paperId, edit.itemId);
          await db.delete(examPaperItems).where(eq(examPaperItems.id, edit.itemId));
          break;
        case 'move': {
          const moving = await item(paperId, edit.itemId);
          const section = (await itemsOf(paperId)).filter((r) => r.type === moving.type);
          const order = section.filter((r) => r.id !== moving.id);
          order.splice(Math.min(edit.to, order.length), 0, moving);
          await database.transaction(async (tx) => {
            for (const [position, r] of order.entries()) {
              if (r.position !== position) {
                await tx
                  .update(examPaperItems)
                  .set({ position })
                  .where(eq(examPaperItems.id, r.id));
              }
            }
          });
          break;
        }
        case 'score':
          await item(paperId, edit.itemId);
          await db
            .update(examPaperItems)
            .set({ score: edit.score })
            .where(eq(examPaperItems.id, edit.itemId));
          break;
        case 'sectionScore':
          await db
            .update(examPaperItems)
            .set({ score: edit.score })
            .where(and(eq(examPaperItems.paperId, paperId), eq(examPaperItems.type, edit.type)));
          break;
        case 'edit': {
          const old = await item(paperId, edit.itemId);
          const { stem, options, answer, analysis } = checkedItemEdit(
            old.type as QuestionType,
            edit,
          );
          await db
            .update(examPaperItems)
            .set({ stem, options, answer, analysis })
            .where(eq(examPaperItems.id, old.id));
          break;
        }
        case 'level':
          await item(paperId, edit.itemId);
          await db
            .update(examPaperItems)
            .set({ cognitiveLevel: edit.cognitiveLevel })
            .where(eq(examPaperItems.id, edit.itemId));
          break;
        case 'swap': {
          const old = await item(paperId, edit.itemId);
          const inPaper = (await itemsOf(paperId)).flatMap((r) =>
            r.questionId === null ? [] : [r.questionId],
          );
          const similar = await bank.similar(
            uid,
            old.type as QuestionType,
            old.knowledgePoints.map((p) => p.id),
            old.difficulty,
            inPaper,
          );
          // Among the nearest in difficulty, a random one: swapping again gives another.
          const nearest = similar.filter(
            (q) =>
              Math.abs(q.difficulty - old.difficulty) ===
              Math.abs((similar[0]?.difficulty ?? 0) - old.difficulty),
          );
          const chosen = nearest[Math.floor(random() * nearest.length)];
          if (!chosen) throw new DomainError(Code.NOT_FOUND, MSG_PAPER_NO_SIMILAR);
          const {
            paperId: _p,
            position: _pos,
            score: _s,
            ...snapshot
          } = itemOf(paperId, chosen, old.position, old.score);
          await db.update(examPaperItems).set(snapshot).where(eq(examPaperItems.id, old.id));
          break;
        }
      }
      await touch(paperId);
      return load(uid, paperId);
    },

    /**
     * Creates a paper from chosen bank questions, grouped with the score of each type; `target`
     * is the 双向细目表 it was assembled to, saved with it.
     */
    async createFrom(
      uid: number,
      meta: PaperMeta & { period: number; subject: number },
      picks: { ids: number[]; score: number }[],
      target: PaperBlueprintTarget | null = null,
    ): Promise<ExamPaperData> {
      const [created] = await db
        .insert(examPapers)
        .values({
          ownerUid: uid,
          title: meta.title,
          subtitle: meta.subtitle ?? '',
          durationMinutes: meta.durationMinutes ?? PAPER_DURATION_DEFAULT,
          period: meta.period,
          subject: meta.subject,
          blueprintTarget: target,
          createdAt: clock(),
          updatedAt: clock(),
        })
        .returning({ id: examPapers.id });
      if (!created) throw new Error('insert returned nothing');
      for (const pick of picks) {
        await append(created.id, await bank.take(uid, pick.ids), pick.score);
      }
      return load(uid, created.id);
    },
  };
}

/** The exam-paper service. */
export type ExamPaperService = ReturnType<typeof createExamPaperService>;
