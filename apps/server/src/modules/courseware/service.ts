/**
 * The teacher's coursewares (docs/courseware.md): step 1 (the outline, from the model or from the lesson
 * structure), step 2 (slides from the outline), edits, the copy count. Only the owner reads or changes a
 * courseware; another teacher's id answers 40004 like a missing one.
 */
import {
  Code,
  emptySections,
  MSG_COURSEWARE_MODEL_HINT,
  MSG_COURSEWARE_NOT_FOUND,
  MSG_COURSEWARE_SECTION_EMPTY,
  MSG_COURSEWARE_SLIDES_FROM_OUTLINE,
  MSG_COURSEWARE_STRUCTURE_HINT,
  outlineFromStructure,
  slidesFromOutline,
  type CoursewareData,
  type CoursewareForm,
  type CoursewareOutline,
  type CoursewareSlide,
} from '@aita/core';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AiProviders } from '../../ai/providers';
import { isUpstreamError } from '../../ai/upstream-error';
import type { Db } from '../../db/database';
import { coursewares } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import { modelOutline, modelSlides } from './generate';

type Row = typeof coursewares.$inferSelect;

function toData(row: Row): CoursewareData {
  return {
    coursewareId: row.id,
    form: row.form,
    outline: row.outline,
    slides: row.slides,
    outlineSource: row.outlineSource,
    copyCount: row.copyCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Runs a model call; its failure becomes the teacher's Chinese message (never a 500). */
async function viaModel<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUpstreamError(error)) throw new DomainError(Code.INTERNAL, error.teacherMessage);
    throw error;
  }
}

/** Creates the courseware service. */
export function createCoursewareService({
  db,
  clock,
  ai,
}: {
  db: Db;
  clock: Clock;
  ai: AiProviders;
}) {
  async function row(uid: number, id: number): Promise<Row> {
    const [found] = await db
      .select()
      .from(coursewares)
      .where(and(eq(coursewares.id, id), eq(coursewares.ownerUid, uid)));
    if (!found) throw new DomainError(Code.NOT_FOUND, MSG_COURSEWARE_NOT_FOUND);
    return found;
  }

  async function update(uid: number, id: number, patch: Partial<typeof coursewares.$inferInsert>) {
    const [updated] = await db
      .update(coursewares)
      .set({ ...patch, updatedAt: clock() })
      .where(and(eq(coursewares.id, id), eq(coursewares.ownerUid, uid)))
      .returning();
    if (!updated) throw new DomainError(Code.NOT_FOUND, MSG_COURSEWARE_NOT_FOUND);
    return toData(updated);
  }

  return {
    /** The teacher's coursewares, newest first. */
    async list(uid: number, page: number, pageSize: number) {
      const [total] = await db
        .select({ n: count() })
        .from(coursewares)
        .where(eq(coursewares.ownerUid, uid));
      const rows = await db
        .select({
          id: coursewares.id,
          title: coursewares.title,
          form: coursewares.form,
          slideCount: sql<number>`jsonb_array_length(${coursewares.slides})`,
          updatedAt: coursewares.updatedAt,
        })
        .from(coursewares)
        .where(eq(coursewares.ownerUid, uid))
        .orderBy(desc(coursewares.updatedAt), desc(coursewares.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        list: rows.map((r) => ({
          coursewareId: r.id,
          title: r.title,
          period: r.form.period,
          subject: r.form.subject,
          slideCount: Number(r.slideCount),
          updatedAt: r.updatedAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },

    /** One courseware whole. */
    async get(uid: number, id: number): Promise<CoursewareData> {
      return toData(await row(uid, id));
    },

    /**
     * Step 1: the model's outline when a chat model is configured, else the lesson structure with its
     * sections empty for the teacher to fill (never invented content).
     */
    async createOutline(uid: number, form: CoursewareForm) {
      const fromModel = ai.structured.available;
      const outline = fromModel
        ? await viaModel(() => modelOutline(ai, form))
        : outlineFromStructure(form);
      const now = clock();
      const [inserted] = await db
        .insert(coursewares)
        .values({
          ownerUid: uid,
          title: outline.title,
          form,
          outline,
          slides: [],
          outlineSource: fromModel ? 'model' : 'structure',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('courseware insert returned nothing');
      return {
        courseware: toData(inserted),
        hint: fromModel ? MSG_COURSEWARE_MODEL_HINT : MSG_COURSEWARE_STRUCTURE_HINT,
      };
    },

    /**
     * Step 2: saves the outline and makes the slides. With a model it writes each slide from the outline;
     * without one the slides are the outline as written, and an empty section is refused by name.
     */
    async makeSlides(uid: number, id: number, outline: CoursewareOutline) {
      const current = await row(uid, id);
      const fromModel = ai.structured.available;
      if (!fromModel) {
        const empty = emptySections(outline)[0];
        if (empty)
          throw new DomainError(
            Code.INVALID_PARAM,
            `${MSG_COURSEWARE_SECTION_EMPTY}${empty.title}`,
          );
      }
      const slides = fromModel
        ? await viaModel(() => modelSlides(ai, current.form, outline))
        : slidesFromOutline(outline);
      return {
        courseware: await update(uid, id, { outline, title: outline.title, slides }),
        hint: fromModel ? '' : MSG_COURSEWARE_SLIDES_FROM_OUTLINE,
      };
    },

    /** Keeps the teacher's edits: the outline, the slides' text, the theme. */
    async save(
      uid: number,
      id: number,
      edits: { outline?: CoursewareOutline; slides?: CoursewareSlide[]; themeId?: string },
    ) {
      const current = await row(uid, id);
      return update(uid, id, {
        ...(edits.outline ? { outline: edits.outline, title: edits.outline.title } : {}),
        ...(edits.slides ? { slides: edits.slides } : {}),
        ...(edits.themeId ? { form: { ...current.form, themeId: edits.themeId } } : {}),
      });
    },

    async remove(uid: number, id: number) {
      const deleted = await db
        .delete(coursewares)
        .where(and(eq(coursewares.id, id), eq(coursewares.ownerUid, uid)))
        .returning({ id: coursewares.id });
      if (!deleted.length) throw new DomainError(Code.NOT_FOUND, MSG_COURSEWARE_NOT_FOUND);
      return { coursewareId: id };
    },

    /** Counts one copy of the courseware's text, in one statement (concurrent copies all count). */
    async countCopy(uid: number, id: number) {
      const [updated] = await db
        .update(coursewares)
        .set({ copyCount: sql`${coursewares.copyCount} + 1` })
        .where(and(eq(coursewares.id, id), eq(coursewares.ownerUid, uid)))
        .returning({ copyCount: coursewares.copyCount });
      if (!updated) throw new DomainError(Code.NOT_FOUND, MSG_COURSEWARE_NOT_FOUND);
      return { copyCount: updated.copyCount };
    },
  };
}

/** The courseware service. */
export type CoursewareService = ReturnType<typeof createCoursewareService>;
