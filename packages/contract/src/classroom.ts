/**
 * Class management (spec §2 /classroom/index, §3 classInfo; docs/classroom.md): classes and
 * students, roster import and export, seating, exams and scores. Every call but the template is
 * for the class's teachers only: another teacher's class answers 40003.
 */
import {
  CLASS_GRADES,
  CLASS_NAME_MAX,
  CLASS_STUDENTS_MAX,
  COMMENT_LENGTHS,
  COMMENT_MAX,
  COMMENT_TONES,
  EXAM_FULL_SCORE_MAX,
  EXAM_NAME_MAX,
  GENDERS,
  OBSERVATION_KINDS,
  OBSERVATION_MAX,
  SEAT_COLUMNS_MAX,
  SEAT_ROWS_MAX,
  SEATING_APART_MAX,
  STUDENT_NAME_MAX,
  STUDENT_NOTES_MAX,
  STUDENT_NUMBER_MAX,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { intField, positiveIdField, textField, uuidField } from './fields';
import { paths } from './paths';

/** A required one-line name: trimmed, inner runs of spaces made one, 1..max characters. */
const nameField = (max: number) =>
  textField(max * 4)
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .refine((v) => v !== '', { message: '不能为空' })
    .refine((v) => Array.from(v).length <= max, { message: `不能超过 ${max} 个字符` });

/** An optional text: trimmed, at most `max` characters, '' when absent. */
const optionalText = (max: number) =>
  textField(max * 4)
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => Array.from(v).length <= max, { message: `不能超过 ${max} 个字符` });

/** 学号: trimmed, null when empty. */
const numberField = optionalText(STUDENT_NUMBER_MAX).transform((v) => (v === '' ? null : v));

/** 性别: `m`, `f`, or null/absent for unknown. */
const genderField = z
  .enum(GENDERS, { message: '取值无效' })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** A score or a line: a number from 0 to the largest full score, at most one decimal. */
export const scoreValue = z
  .unknown()
  .transform((v) => (typeof v === 'string' && /^\d{1,4}(\.\d)?$/.test(v) ? Number(v) : v))
  .refine(
    (v) =>
      typeof v === 'number' &&
      Number.isFinite(v) &&
      v >= 0 &&
      v <= EXAM_FULL_SCORE_MAX &&
      Math.abs(v * 10 - Math.round(v * 10)) < 1e-9,
    { message: `应为 0 到 ${EXAM_FULL_SCORE_MAX} 的数，最多一位小数` },
  )
  .transform((v) => v as number);

/** An exam date, YYYY-MM-DD. */
const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '应为 YYYY-MM-DD 格式的日期' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: '日期无效' });

const gradeField = intField(0, CLASS_GRADES.length, 0);
const subjectField = intField(0, 99, 0);

/** A class as its teachers see it. `role`: `owner` created it, `teacher` was invited. */
export const classSummarySchema = z.object({
  classId: z.number(),
  name: z.string(),
  grade: z.number(),
  subject: z.number(),
  studentCount: z.number(),
  role: z.enum(['owner', 'teacher']),
  createdAt: z.number(),
});

/** A student of a class. */
export const studentSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  number: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  notes: z.string(),
});

/** The seating chart: `seats[row * columns + column]` is a student id or null. */
export const seatingSchema = z.object({
  rows: z.number(),
  columns: z.number(),
  aisles: z.array(z.number()),
  seats: z.array(z.number().nullable()),
  /** Arranging rules: pairs kept apart, students kept in the first `frontRows` rows. */
  apart: z.array(z.tuple([z.number(), z.number()])).optional(),
  front: z.array(z.number()).optional(),
  frontRows: z.number().optional(),
});

/** A note about a student (the material of the 期末评语). */
export const observationSchema = z.object({
  observationId: z.number(),
  studentId: z.number(),
  kind: z.enum(OBSERVATION_KINDS),
  text: z.string(),
  createdAt: z.number(),
});

/** An exam of a class with its lines. */
export const examSchema = z.object({
  examId: z.number(),
  classId: z.number(),
  name: z.string(),
  examDate: z.string(),
  fullScore: z.number(),
  passScore: z.number(),
  excellentScore: z.number(),
  scoredCount: z.number(),
});

/** A student's saved 期末评语. */
export const commentSchema = z.object({
  studentId: z.number(),
  text: z.string(),
  source: z.enum(['model', 'teacher']),
  updatedAt: z.number(),
});

/** The class's comment batch as the page follows it. */
export const commentJobSchema = z.object({
  jobId: z.string(),
  state: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  progress: z.number(),
  stage: z.string(),
  error: z.string().nullable(),
});

/** A teacher of a class (phone shown masked). */
export const teacherSchema = z.object({
  userId: z.number(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(['owner', 'teacher']),
});

/** The owner's invite code and when it stops working (unix seconds). */
export const inviteSchema = z.object({ code: z.string(), expiresAt: z.number() });

const classBody = z.object({ classId: positiveIdField });
const examBody = z.object({ examId: positiveIdField });
const classFields = {
  name: nameField(CLASS_NAME_MAX),
  grade: gradeField,
  subject: subjectField,
};
const studentFields = {
  name: nameField(STUDENT_NAME_MAX),
  number: numberField,
  gender: genderField,
  notes: optionalText(STUDENT_NOTES_MAX),
};

/** Class management endpoints. */
export const classroom = {
  /** `POST /v1/class/list`: the teacher's classes with their sizes, newest first. */
  list: endpoint(paths.classroom.list, {
    body: z.unknown(),
    data: z.object({ list: z.array(classSummarySchema) }),
  }),
  /** `POST /v1/class/create {name, grade?, subject?}`: a class with the caller as its owner. */
  create: endpoint(paths.classroom.create, {
    body: z.object(classFields),
    data: classSummarySchema,
  }),
  /** `POST /v1/class/update {classId, name, grade?, subject?}`. */
  update: endpoint(paths.classroom.update, {
    body: z.object({ classId: positiveIdField, ...classFields }),
    data: classSummarySchema,
  }),
  /** `POST /v1/class/delete {classId}`: the class with its students, seating and scores. */
  delete: endpoint(paths.classroom.delete, { body: classBody, data: z.null() }),
  /** `POST /v1/class/detail {classId}`: the class, its students by 学号, its seating. */
  detail: endpoint(paths.classroom.detail, {
    body: classBody,
    data: z.object({
      class: classSummarySchema,
      students: z.array(studentSchema),
      seating: seatingSchema.nullable(),
    }),
  }),
  /** `POST /v1/class/student/save {classId, studentId?, name, number?, gender?, notes?}`. */
  saveStudent: endpoint(paths.classroom.saveStudent, {
    body: z.object({
      classId: positiveIdField,
      studentId: positiveIdField.optional(),
      ...studentFields,
    }),
    data: studentSchema,
  }),
  /** `POST /v1/class/student/delete {classId, studentId}` (their scores go with them). */
  deleteStudent: endpoint(paths.classroom.deleteStudent, {
    body: z.object({ classId: positiveIdField, studentId: positiveIdField }),
    data: z.null(),
  }),
  /** `GET /v1/class/roster/template`: 学生名单模板.xlsx. */
  rosterTemplate: endpoint(paths.classroom.rosterTemplate, {}),
  /**
   * `POST /v1/class/roster/read {classId, fileId}`: the sheets of an uploaded roster as rows of
   * text (at most ROSTER_ROWS_MAX each), for the page's mapping and preview. Nothing is saved.
   */
  rosterRead: endpoint(paths.classroom.rosterRead, {
    body: z.object({ classId: positiveIdField, fileId: uuidField }),
    data: z.object({
      sheets: z.array(
        z.object({ name: z.string(), rows: z.array(z.array(z.string())), truncated: z.boolean() }),
      ),
    }),
  }),
  /**
   * `POST /v1/class/roster/import {classId, students, replace?}`: saves the confirmed preview
   * (`replace` first removes the class's students). Any row problem refuses the whole list.
   */
  rosterImport: endpoint(paths.classroom.rosterImport, {
    body: z.object({
      classId: positiveIdField,
      replace: z.boolean({ message: '应为 true 或 false' }).default(false),
      students: z
        .array(z.object(studentFields))
        .min(1, { message: '不能为空' })
        .max(CLASS_STUDENTS_MAX, {
          message: `不能超过 ${CLASS_STUDENTS_MAX} 人`,
        }),
    }),
    data: z.object({ imported: z.number(), total: z.number() }),
  }),
  /** `POST /v1/class/roster/export {classId}`: the roster as .xlsx. */
  rosterExport: endpoint(paths.classroom.rosterExport, { body: classBody }),
  /** `POST /v1/class/seating/save {classId, rows, columns, aisles, seats}`. */
  saveSeating: endpoint(paths.classroom.saveSeating, {
    body: z.object({
      classId: positiveIdField,
      rows: intField(1, SEAT_ROWS_MAX, 0),
      columns: intField(1, SEAT_COLUMNS_MAX, 0),
      aisles: z
        .array(z.number().int().min(0).max(SEAT_COLUMNS_MAX), { message: '应为列号数组' })
        .max(SEAT_COLUMNS_MAX),
      seats: z
        .array(z.number().int().min(1).max(2147483647).nullable(), { message: '应为座位数组' })
        .max(SEAT_ROWS_MAX * SEAT_COLUMNS_MAX),
      apart: z
        .array(z.tuple([positiveIdField, positiveIdField]), { message: '应为学生编号对的数组' })
        .max(SEATING_APART_MAX, { message: `不能超过 ${SEATING_APART_MAX} 对` })
        .default([]),
      front: z
        .array(positiveIdField, { message: '应为学生编号数组' })
        .max(CLASS_STUDENTS_MAX)
        .default([]),
      frontRows: intField(1, SEAT_ROWS_MAX, 2),
    }),
    data: seatingSchema,
  }),
  /** `POST /v1/class/exam/list {classId}`: the class's exams, newest first. */
  exams: endpoint(paths.classroom.exams, {
    body: classBody,
    data: z.object({ list: z.array(examSchema) }),
  }),
  /** `POST /v1/class/exam/save {classId, examId?, name, examDate, fullScore, passScore, excellentScore}`. */
  saveExam: endpoint(paths.classroom.saveExam, {
    body: z.object({
      classId: positiveIdField,
      examId: positiveIdField.optional(),
      name: nameField(EXAM_NAME_MAX),
      examDate: dateField,
      fullScore: scoreValue,
      passScore: scoreValue,
      excellentScore: scoreValue,
    }),
    data: examSchema,
  }),
  /** `POST /v1/class/exam/delete {examId}`. */
  deleteExam: endpoint(paths.classroom.deleteExam, { body: examBody, data: z.null() }),
  /** `POST /v1/class/exam/detail {examId}`: the exam and its scores (absent students left out). */
  examDetail: endpoint(paths.classroom.examDetail, {
    body: examBody,
    data: z.object({
      exam: examSchema,
      scores: z.array(z.object({ studentId: z.number(), score: z.number() })),
    }),
  }),
  /**
   * `POST /v1/class/exam/scores {examId, scores: [{studentId, score|null}]}`: sets the listed
   * students' scores (null clears one). A score above the full score refuses the whole list.
   */
  saveScores: endpoint(paths.classroom.saveScores, {
    body: z.object({
      examId: positiveIdField,
      scores: z
        .array(z.object({ studentId: positiveIdField, score: scoreValue.nullable() }))
        .max(CLASS_STUDENTS_MAX, { message: `不能超过 ${CLASS_STUDENTS_MAX} 人` }),
    }),
    data: z.object({ saved: z.number() }),
  }),
  /** `POST /v1/class/exam/export {examId}`: scores and statistics as .xlsx. */
  exportScores: endpoint(paths.classroom.exportScores, { body: examBody }),
  /** `POST /v1/class/observation/list {classId}`: the class's notes, oldest first. */
  observations: endpoint(paths.classroom.observations, {
    body: classBody,
    data: z.object({ list: z.array(observationSchema) }),
  }),
  /** `POST /v1/class/observation/add {classId, studentId, kind, text}`. */
  addObservation: endpoint(paths.classroom.addObservation, {
    body: z.object({
      classId: positiveIdField,
      studentId: positiveIdField,
      kind: z.enum(OBSERVATION_KINDS, { message: '取值无效' }),
      text: nameField(OBSERVATION_MAX),
    }),
    data: observationSchema,
  }),
  /** `POST /v1/class/observation/delete {classId, observationId}`. */
  deleteObservation: endpoint(paths.classroom.deleteObservation, {
    body: z.object({ classId: positiveIdField, observationId: positiveIdField }),
    data: z.null(),
  }),
  /**
   * `POST /v1/class/comment/list {classId}`: the saved 期末评语, the latest batch job of the class
   * and whether a model can write them (`modelAvailable`).
   */
  comments: endpoint(paths.classroom.comments, {
    body: classBody,
    data: z.object({
      list: z.array(commentSchema),
      job: commentJobSchema.nullable(),
      modelAvailable: z.boolean(),
    }),
  }),
  /**
   * `POST /v1/class/comment/generate {classId, tone, length, studentIds?, overwrite?}`: starts the
   * batch job (one per class at a time). Without `studentIds`, every student; comments the teacher
   * wrote or edited are kept unless `overwrite`. Without a model: 40001 and nothing starts.
   */
  generateComments: endpoint(paths.classroom.generateComments, {
    body: z.object({
      classId: positiveIdField,
      tone: z.enum(COMMENT_TONES, { message: '取值无效' }),
      length: z.enum(COMMENT_LENGTHS, { message: '取值无效' }),
      studentIds: z
        .array(positiveIdField, { message: '应为学生编号数组' })
        .min(1, { message: '不能为空' })
        .max(CLASS_STUDENTS_MAX)
        .optional(),
      overwrite: z.boolean({ message: '应为 true 或 false' }).default(false),
    }),
    data: commentJobSchema,
  }),
  /** `POST /v1/class/comment/save {classId, studentId, text}`: the teacher's text ('' deletes it). */
  saveComment: endpoint(paths.classroom.saveComment, {
    body: z.object({
      classId: positiveIdField,
      studentId: positiveIdField,
      text: optionalText(COMMENT_MAX),
    }),
    data: commentSchema.nullable(),
  }),
  /** `POST /v1/class/comment/export {classId}`: the class's comments as .docx. */
  exportComments: endpoint(paths.classroom.exportComments, { body: classBody }),
  /** `POST /v1/class/teacher/list {classId}`: the class's teachers; the owner also sees the code. */
  teachers: endpoint(paths.classroom.teachers, {
    body: classBody,
    data: z.object({
      list: z.array(teacherSchema),
      invite: inviteSchema.nullable(),
    }),
  }),
  /** `POST /v1/class/teacher/invite {classId}`: a new invite code (owner only; the old one stops). */
  invite: endpoint(paths.classroom.invite, { body: classBody, data: inviteSchema }),
  /** `POST /v1/class/teacher/join {code}`: joins the class as a co-teacher. */
  join: endpoint(paths.classroom.join, {
    body: z.object({
      code: textField(64)
        .transform((v) => v.trim().toUpperCase())
        .refine((v) => /^[A-Z0-9]{8}$/.test(v), { message: '应为 8 位邀请码' }),
    }),
    data: classSummarySchema,
  }),
  /**
   * `POST /v1/class/teacher/remove {classId, userId}`: the owner removes a co-teacher, or a
   * co-teacher leaves (their own id).
   */
  removeTeacher: endpoint(paths.classroom.removeTeacher, {
    body: z.object({ classId: positiveIdField, userId: positiveIdField }),
    data: z.null(),
  }),
} as const;
