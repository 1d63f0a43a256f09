import type { BodyInput, classroom, Data } from '@aita/contract';
import { classroomPaths } from '@aita/contract/paths/classroom';
import { postForBlob, type BlobRequestOptions } from '../blob';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

const c = classroomPaths;

/** A class in the teacher's list. */
export type ClassSummary = Data<typeof classroom.create>;
/** A class with its students and seating. */
export type ClassDetail = Data<typeof classroom.detail>;
/** A student of a class. */
export type ClassStudent = Data<typeof classroom.saveStudent>;
/** The seating chart as saved. */
export type ClassSeating = Data<typeof classroom.saveSeating>;
/** An exam with its lines. */
export type ClassExam = Data<typeof classroom.saveExam>;
/** An exam with its entered scores. */
export type ClassExamDetail = Data<typeof classroom.examDetail>;
/** The sheets of an uploaded roster. */
export type RosterSheets = Data<typeof classroom.rosterRead>;
/** A class's fields as the form sends them. */
export type ClassInput = BodyInput<typeof classroom.create>;
/** A student as the form sends it (`studentId` to change one). */
export type StudentInput = BodyInput<typeof classroom.saveStudent>;
/** An exam as the form sends it (`examId` to change one). */
export type ExamInput = BodyInput<typeof classroom.saveExam>;
/** The confirmed import. */
export type RosterImportInput = BodyInput<typeof classroom.rosterImport>;
/** The seating chart to save. */
export type SeatingInput = BodyInput<typeof classroom.saveSeating>;

/** `POST /v1/class/list`: the teacher's classes (docs/classroom.md). */
export function fetchClasses(client: ApiClient, options?: RequestOptions) {
  return send<typeof classroom.list>(client, c.list, {}, { ...options, cache: false });
}

/** `POST /v1/class/create`: a new class owned by the caller. */
export function createClass(client: ApiClient, input: ClassInput, options?: RequestOptions) {
  return send<typeof classroom.create>(client, c.create, input, options);
}

/** `POST /v1/class/update`: renames a class or changes its grade and subject. */
export function updateClass(
  client: ApiClient,
  input: BodyInput<typeof classroom.update>,
  options?: RequestOptions,
) {
  return send<typeof classroom.update>(client, c.update, input, options);
}

/** `POST /v1/class/delete`: the class with everything in it. */
export function deleteClass(client: ApiClient, classId: number, options?: RequestOptions) {
  return send<typeof classroom.delete>(client, c.delete, { classId }, options);
}

/** `POST /v1/class/detail`: the class, its students, its seating (40003 for another's class). */
export function fetchClassDetail(client: ApiClient, classId: number, options?: RequestOptions) {
  return send<typeof classroom.detail>(client, c.detail, { classId }, { ...options, cache: false });
}

/** `POST /v1/class/student/save`: adds or changes a student (40009 重复学号). */
export function saveStudent(client: ApiClient, input: StudentInput, options?: RequestOptions) {
  return send<typeof classroom.saveStudent>(client, c.saveStudent, input, options);
}

/** `POST /v1/class/student/delete`. */
export function deleteStudent(
  client: ApiClient,
  input: { classId: number; studentId: number },
  options?: RequestOptions,
) {
  return send<typeof classroom.deleteStudent>(client, c.deleteStudent, input, options);
}

/** `POST /v1/class/roster/read`: the rows of an uploaded sheet, nothing saved. */
export function readRoster(
  client: ApiClient,
  input: { classId: number; fileId: string },
  options?: RequestOptions,
) {
  return send<typeof classroom.rosterRead>(client, c.rosterRead, input, options);
}

/** `POST /v1/class/roster/import`: saves the confirmed students, all or nothing. */
export function importRoster(
  client: ApiClient,
  input: RosterImportInput,
  options?: RequestOptions,
) {
  return send<typeof classroom.rosterImport>(client, c.rosterImport, input, options);
}

/** `POST /v1/class/roster/export`: the roster as an .xlsx blob. */
export function exportRoster(client: ApiClient, classId: number, options?: BlobRequestOptions) {
  return postForBlob(client, c.rosterExport.path, { classId }, options);
}

/** The address of the roster template (a plain download link; no login needed). */
export const ROSTER_TEMPLATE_PATH = c.rosterTemplate.path;

/** `POST /v1/class/seating/save`. */
export function saveSeating(client: ApiClient, input: SeatingInput, options?: RequestOptions) {
  return send<typeof classroom.saveSeating>(client, c.saveSeating, input, options);
}

/** `POST /v1/class/exam/list`: the class's exams, newest first. */
export function fetchExams(client: ApiClient, classId: number, options?: RequestOptions) {
  return send<typeof classroom.exams>(client, c.exams, { classId }, { ...options, cache: false });
}

/** `POST /v1/class/exam/save`: adds or changes an exam. */
export function saveExam(client: ApiClient, input: ExamInput, options?: RequestOptions) {
  return send<typeof classroom.saveExam>(client, c.saveExam, input, options);
}

/** `POST /v1/class/exam/delete`. */
export function deleteExam(client: ApiClient, examId: number, options?: RequestOptions) {
  return send<typeof classroom.deleteExam>(client, c.deleteExam, { examId }, options);
}

/** `POST /v1/class/exam/detail`: the exam and its scores. */
export function fetchExamDetail(client: ApiClient, examId: number, options?: RequestOptions) {
  return send<typeof classroom.examDetail>(
    client,
    c.examDetail,
    { examId },
    {
      ...options,
      cache: false,
    },
  );
}

/** `POST /v1/class/exam/scores`: sets scores (null clears), all or nothing. */
export function saveScores(
  client: ApiClient,
  input: BodyInput<typeof classroom.saveScores>,
  options?: RequestOptions,
) {
  return send<typeof classroom.saveScores>(client, c.saveScores, input, options);
}

/** `POST /v1/class/exam/export`: scores and statistics as an .xlsx blob. */
export function exportScores(client: ApiClient, examId: number, options?: BlobRequestOptions) {
  return postForBlob(client, c.exportScores.path, { examId }, options);
}

/** A note about a student. */
export type ClassObservation = Data<typeof classroom.addObservation>;

/** `POST /v1/class/observation/list`: the class's notes, oldest first. */
export function fetchObservations(client: ApiClient, classId: number, options?: RequestOptions) {
  return send<typeof classroom.observations>(
    client,
    c.observations,
    { classId },
    {
      ...options,
      cache: false,
    },
  );
}

/** `POST /v1/class/observation/add`: a note about a student of the class. */
export function addObservation(
  client: ApiClient,
  input: BodyInput<typeof classroom.addObservation>,
  options?: RequestOptions,
) {
  return send<typeof classroom.addObservation>(client, c.addObservation, input, options);
}

/** `POST /v1/class/observation/delete`. */
export function deleteObservation(
  client: ApiClient,
  input: { classId: number; observationId: number },
  options?: RequestOptions,
) {
  return send<typeof classroom.deleteObservation>(client, c.deleteObservation, input, options);
}

/** The class's 期末评语, the latest batch and whether a model can write them. */
export type ClassComments = Data<typeof classroom.comments>;
/** A saved 期末评语. */
export type ClassComment = ClassComments['list'][number];
/** The comment batch job as the page follows it. */
export type ClassCommentJob = Data<typeof classroom.generateComments>;
/** The class's teachers and the owner's invite code. */
export type ClassTeachers = Data<typeof classroom.teachers>;

/** `POST /v1/class/comment/list`: saved comments, the latest batch, `modelAvailable`. */
export function fetchComments(client: ApiClient, classId: number, options?: RequestOptions) {
  return send<typeof classroom.comments>(
    client,
    c.comments,
    { classId },
    { ...options, cache: false },
  );
}

/** `POST /v1/class/comment/generate`: starts the class's batch through the model (40001 without). */
export function generateComments(
  client: ApiClient,
  input: BodyInput<typeof classroom.generateComments>,
  options?: RequestOptions,
) {
  return send<typeof classroom.generateComments>(client, c.generateComments, input, options);
}

/** `POST /v1/class/comment/save`: the teacher's comment for a student ('' removes it). */
export function saveComment(
  client: ApiClient,
  input: BodyInput<typeof classroom.saveComment>,
  options?: RequestOptions,
) {
  return send<typeof classroom.saveComment>(client, c.saveComment, input, options);
}

/** `POST /v1/class/comment/export`: the class's comments as a Word file. */
export function exportComments(client: ApiClient, classId: number, options?: BlobRequestOptions) {
  return postForBlob(client, c.exportComments.path, { classId }, options);
}

/** `POST /v1/class/teacher/list`: the class's teachers (and, for the owner, the invite code). */
export function fetchClassTeachers(client: ApiClient, classId: number, options?: RequestOptions) {
  return send<typeof classroom.teachers>(
    client,
    c.teachers,
    { classId },
    { ...options, cache: false },
  );
}

/** `POST /v1/class/teacher/invite`: a fresh invite code (owner only). */
export function createClassInvite(client: ApiClient, classId: number, options?: RequestOptions) {
  return send<typeof classroom.invite>(client, c.invite, { classId }, options);
}

/** `POST /v1/class/teacher/join`: joins a class as co-teacher by its invite code. */
export function joinClass(client: ApiClient, code: string, options?: RequestOptions) {
  return send<typeof classroom.join>(client, c.join, { code }, options);
}

/** `POST /v1/class/teacher/remove`: the owner removes a co-teacher, or a co-teacher leaves. */
export function removeClassTeacher(
  client: ApiClient,
  input: BodyInput<typeof classroom.removeTeacher>,
  options?: RequestOptions,
) {
  return send<typeof classroom.removeTeacher>(client, c.removeTeacher, input, options);
}
