/**
 * 期末评语 for a whole class (docs/classroom.md "Comments"): a batch job writes one comment per
 * student through the configured model, grounded in that student's own notes, observations and
 * scores; the teacher edits each and exports the class's comments to Word. Without a model the
 * batch is refused with a message, and writing, editing and exporting by hand still work.
 */
import {
  Code,
  COMMENT_LENGTH_CHARS,
  COMMENT_MAX,
  COMMENT_TONE_NAMES,
  commentFactLines,
  givenName,
  MSG_COMMENTS_NEED_MODEL,
  MSG_COMMENTS_NOTHING,
  MSG_COMMENTS_WRITING,
  MSG_STUDENT_NOT_FOUND,
  type CommentExamFact,
  type CommentLength,
  type CommentTone,
} from '@aita/core';
import type { Data, classroom } from '@aita/contract';
import type { WordBlock, WordDocument } from '@aita/docgen';
import { and, asc, avg, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AiProviders } from '../../ai/providers';
import { isUpstreamError } from '../../ai/upstream-error';
import type { Database, Db } from '../../db/database';
import {
  classComments,
  classExams,
  classObservations,
  classScores,
  classStudents,
} from '../../db/schema';
import { JobFailure, type JobHandler, type JobQueue, type JobView } from '../../jobs';
import { DomainError } from '../../platform/errors';
import { taughtClass } from './access';

/** The job kind of a class's comment batch. */
export const COMMENTS_JOB = 'classroom.comments';

type CommentRow = NonNullable<Data<typeof classroom.saveComment>>;
type JobAnswer = Data<typeof classroom.generateComments>;

interface CommentsPayload {
  classId: number;
  tone: CommentTone;
  length: CommentLength;
  studentIds: number[];
  /** When the teacher asked (ms): their edits made after it are kept. */
  requestedAt: number;
}

const dedupeKey = (classId: number) => `class-comments:${classId}`;

const toJob = (job: JobView): JobAnswer => ({
  jobId: job.id,
  state: job.state,
  progress: job.progress,
  stage: job.stage,
  error: job.error,
});

const answer = (r: typeof classComments.$inferSelect): CommentRow => ({
  studentId: r.studentId,
  text: r.text,
  source: r.source,
  updatedAt: Math.floor(r.updatedAt.getTime() / 1000),
});

/** The upstream failures another attempt may cure (busy, down, slow, cut off). */
const retryable = (error: unknown) =>
  isUpstreamError(error) &&
  (error.type === 'timeout' ||
    error.type === 'network' ||
    (error.type === 'http' && (error.status === 429 || (error.status ?? 0) >= 500)));

const commentSchema = z.object({
  comment: z.string().describe('写给这名学生的期末评语正文，第二人称“你”，不含标题和署名'),
});

const SYSTEM =
  '你是一位细心、真诚的中小学班主任，正在给学生写期末评语。评语会交给学生和家长。只输出符合要求的 JSON。';

/** The instruction for one student: the facts, the tone, the length and what never to write. */
export function commentInstruction(
  facts: string[],
  name: string,
  tone: CommentTone,
  length: CommentLength,
): string {
  return [
    `请根据下面这名学生本学期的真实记录，写一段期末评语。称呼用“${givenName(name)}”。`,
    `语气：${COMMENT_TONE_NAMES[tone]}；长度：约 ${COMMENT_LENGTH_CHARS[length]} 字。`,
    '要求：只依据记录中的事实，具体提到记录里的表现；先肯定优点和进步，再委婉指出需要改进的地方，最后写对新学期的期望。',
    '不要写排名、名次或与其他同学的比较，不要写具体分数，不要编造记录中没有的事情；记录很少时就写得简短、朴实。',
    '学生记录：',
    ...facts,
  ].join('\n');
}

/** The facts of every student of a class, by student id (one query per kind, not per student). */
async function classFacts(db: Db, classId: number, studentIds: number[]) {
  const students = await db
    .select()
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), inArray(classStudents.id, studentIds)));
  const observations = await db
    .select({
      studentId: classObservations.studentId,
      kind: classObservations.kind,
      text: classObservations.text,
    })
    .from(classObservations)
    .where(eq(classObservations.classId, classId))
    .orderBy(asc(classObservations.id));
  const exams = await db
    .select()
    .from(classExams)
    .where(eq(classExams.classId, classId))
    .orderBy(asc(classExams.examDate), asc(classExams.id));
  const examIds = exams.map((e) => e.id);
  const scores = examIds.length
    ? await db.select().from(classScores).where(inArray(classScores.examId, examIds))
    : [];
  const averages = examIds.length
    ? await db
        .select({ examId: classScores.examId, average: avg(classScores.score) })
        .from(classScores)
        .where(inArray(classScores.examId, examIds))
        .groupBy(classScores.examId)
    : [];
  const averageOf = new Map(averages.map((a) => [a.examId, a.average]));
  const scoreOf = new Map(scores.map((s) => [`${s.examId}:${s.studentId}`, s.score]));
  return new Map(
    students.map((s) => {
      const examFacts: CommentExamFact[] = exams.map((e) => {
        const average = averageOf.get(e.id);
        return {
          name: e.name,
          examDate: e.examDate,
          fullScore: e.fullScore,
          score: scoreOf.get(`${e.id}:${s.id}`) ?? null,
          average: average === null || average === undefined ? null : Number(average),
        };
      });
      return [
        s.id,
        {
          name: s.name,
          lines: commentFactLines({
            name: s.name,
            gender: s.gender,
            notes: s.notes,
            observations: observations.filter((o) => o.studentId === s.id),
            exams: examFacts,
          }),
        },
      ] as const;
    }),
  );
}

/**
 * The handler of {@link COMMENTS_JOB}: one model call per student, each written on its own row
 * keyed by the student with the job's id, so a run again (restart, lost lease) skips what this
 * job already wrote. A comment the teacher edited while the batch ran is kept.
 */
export function createCommentsJob(deps: {
  db: Db;
  ai: AiProviders;
}): JobHandler<CommentsPayload, { classId: number; written: number }> {
  const { db, ai } = deps;
  return {
    kind: COMMENTS_JOB,
    concurrency: 2,
    maxAttempts: 3,
    leaseMs: 60_000,
    async run({ job, signal, progress }) {
      const { classId, tone, length, studentIds } = job.payload;
      if (!ai.structured.available) throw new JobFailure(MSG_COMMENTS_NEED_MODEL);
      const facts = await classFacts(db, classId, studentIds);
      const done = new Set(
        (
          await db
            .select({ studentId: classComments.studentId })
            .from(classComments)
            .where(and(eq(classComments.classId, classId), eq(classComments.jobId, job.id)))
        ).map((r) => r.studentId),
      );
      const todo = studentIds.filter((id) => facts.has(id));
      let written = 0;
      for (const [i, studentId] of todo.entries()) {
        signal.throwIfAborted();
        await progress(
          Math.floor((i / Math.max(1, todo.length)) * 100),
          `${MSG_COMMENTS_WRITING}（${i}/${todo.length}）`,
        );
        if (done.has(studentId)) continue;
        const student = facts.get(studentId);
        if (!student) continue;
        let text: string;
        try {
          const { data } = await ai.structured.generate({
            schema: commentSchema,
            system: SYSTEM,
            instruction: commentInstruction(student.lines, student.name, tone, length),
            signal,
          });
          text = Array.from(data.comment.trim()).slice(0, COMMENT_MAX).join('');
        } catch (error) {
          if (signal.aborted || retryable(error)) throw error;
          if (isUpstreamError(error)) throw new JobFailure(error.teacherMessage, { cause: error });
          throw error;
        }
        if (!text) continue;
        const [current] = await db
          .select()
          .from(classComments)
          .where(eq(classComments.studentId, studentId));
        // The teacher's own edit made after the batch started stays.
        if (current?.source === 'teacher' && current.updatedAt.getTime() > job.payload.requestedAt)
          continue;
        const now = new Date();
        await db
          .insert(classComments)
          .values({ studentId, classId, text, source: 'model', jobId: job.id })
          .onConflictDoUpdate({
            target: classComments.studentId,
            set: { text, source: 'model', jobId: job.id, updatedAt: now },
          });
        written += 1;
      }
      await progress(100, `已生成 ${todo.length} 名学生的评语`);
      return { classId, written };
    },
  };
}

/** The comment service: list, batch, save, and the rows the Word export reads. */
export function createCommentService({
  database,
  jobs,
  ai,
}: {
  database: Database;
  jobs: JobQueue;
  ai: AiProviders;
}) {
  const { db } = database;
  const latest = async (classId: number) => {
    const job = await jobs.latest(COMMENTS_JOB, dedupeKey(classId));
    return job ? toJob(job) : null;
  };
  return {
    /** The class's saved comments, the latest batch and whether a model can write. */
    async list(uid: number, classId: number): Promise<Data<typeof classroom.comments>> {
      await taughtClass(db, uid, classId);
      const rows = await db
        .select()
        .from(classComments)
        .where(eq(classComments.classId, classId))
        .orderBy(asc(classComments.studentId));
      return {
        list: rows.map(answer),
        job: await latest(classId),
        modelAvailable: ai.structured.available,
      };
    },

    /** The comments as rows for the export. */
    async rows(classId: number) {
      return (await db.select().from(classComments).where(eq(classComments.classId, classId))).map(
        answer,
      );
    },

    /** Starts the batch (or answers the one already running for the class). */
    async generate(
      uid: number,
      input: {
        classId: number;
        tone: CommentTone;
        length: CommentLength;
        studentIds?: number[];
        overwrite: boolean;
      },
    ): Promise<JobAnswer> {
      await taughtClass(db, uid, input.classId);
      if (!ai.structured.available) {
        throw new DomainError(Code.INVALID_PARAM, MSG_COMMENTS_NEED_MODEL);
      }
      const students = await db
        .select({ id: classStudents.id })
        .from(classStudents)
        .where(eq(classStudents.classId, input.classId))
        .orderBy(asc(classStudents.id));
      const inClass = new Set(students.map((s) => s.id));
      if (input.studentIds?.some((id) => !inClass.has(id))) {
        throw new DomainError(Code.NOT_FOUND, MSG_STUDENT_NOT_FOUND);
      }
      let ids = input.studentIds ? [...new Set(input.studentIds)] : [...inClass];
      if (!input.overwrite) {
        const kept = new Set(
          (
            await db
              .select({ studentId: classComments.studentId })
              .from(classComments)
              .where(
                and(eq(classComments.classId, input.classId), eq(classComments.source, 'teacher')),
              )
          ).map((r) => r.studentId),
        );
        ids = ids.filter((id) => !kept.has(id));
      }
      if (ids.length === 0) throw new DomainError(Code.INVALID_PARAM, MSG_COMMENTS_NOTHING);
      const payload: CommentsPayload = {
        classId: input.classId,
        tone: input.tone,
        length: input.length,
        studentIds: ids,
        requestedAt: Date.now(),
      };
      const { id } = await jobs.enqueue(COMMENTS_JOB, payload, {
        ownerUid: uid,
        dedupeKey: dedupeKey(input.classId),
      });
      const job = await jobs.get(id);
      if (!job) throw new Error('enqueued comment job not found');
      return toJob(job);
    },

    /** The teacher's comment for one student; '' removes it. */
    async save(
      uid: number,
      input: { classId: number; studentId: number; text: string },
    ): Promise<CommentRow | null> {
      await taughtClass(db, uid, input.classId);
      const [student] = await db
        .select({ id: classStudents.id })
        .from(classStudents)
        .where(
          and(eq(classStudents.id, input.studentId), eq(classStudents.classId, input.classId)),
        );
      if (!student) throw new DomainError(Code.NOT_FOUND, MSG_STUDENT_NOT_FOUND);
      if (input.text === '') {
        await db.delete(classComments).where(eq(classComments.studentId, input.studentId));
        return null;
      }
      const [row] = await db
        .insert(classComments)
        .values({ ...input, source: 'teacher', jobId: null })
        .onConflictDoUpdate({
          target: classComments.studentId,
          set: { text: input.text, source: 'teacher', jobId: null, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('comment upsert returned no row');
      return answer(row);
    },
  };
}

/** The comment service. */
export type CommentService = ReturnType<typeof createCommentService>;

/** Text for the Word writer: a `$` is a literal dollar, not math. */
const literal = (text: string) => text.replace(/\$/g, '\\$');

/**
 * The class's comments as a Word document (docs/classroom.md "Comments"): the class name as
 * title, then each student with a comment in 学号 order, their name as a heading and the comment
 * as an indented paragraph. Students without a comment are left out.
 */
export function commentsDocument(
  className: string,
  students: readonly { studentId: number; name: string; number: string | null }[],
  comments: readonly { studentId: number; text: string }[],
): WordDocument {
  const textOf = new Map(comments.map((c) => [c.studentId, c.text]));
  const blocks: WordBlock[] = [
    { type: 'heading', level: 1, text: literal(`${className} 期末评语`), align: 'center' },
  ];
  for (const s of students) {
    const text = textOf.get(s.studentId);
    if (!text) continue;
    blocks.push({
      type: 'heading',
      level: 2,
      text: literal(s.number ? `${s.number}\u3000${s.name}` : s.name),
    });
    for (const paragraph of text.split(/\n+/).filter((p) => p.trim())) {
      blocks.push({ type: 'paragraph', runs: literal(paragraph.trim()), firstLineIndent: true });
    }
  }
  return { title: `${className} 期末评语`, sections: [{ footer: { pageNumbers: true }, blocks }] };
}
