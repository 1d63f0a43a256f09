/**
 * The classroom area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/classroom`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the classroom area (`paths.classroom`). */
export const classroomPaths = {
  /** The teacher's classes (docs/classroom.md "Endpoints"); students only for their teachers. */
  list: route('POST', '/v1/class/list', 'json', 'user'),
  create: route('POST', '/v1/class/create', 'json', 'user'),
  update: route('POST', '/v1/class/update', 'json', 'user'),
  delete: route('POST', '/v1/class/delete', 'json', 'user'),
  detail: route('POST', '/v1/class/detail', 'json', 'user'),
  saveStudent: route('POST', '/v1/class/student/save', 'json', 'user'),
  deleteStudent: route('POST', '/v1/class/student/delete', 'json', 'user'),
  /** The empty roster workbook to fill in (学号, 姓名, 性别, 备注). */
  rosterTemplate: route('GET', '/v1/class/roster/template', 'blob', 'public'),
  /** The rows of an uploaded sheet (`/v1/file/upload` kind `sheet`), nothing saved. */
  rosterRead: route('POST', '/v1/class/roster/read', 'json', 'user'),
  rosterImport: route('POST', '/v1/class/roster/import', 'json', 'user'),
  rosterExport: route('POST', '/v1/class/roster/export', 'blob', 'user'),
  saveSeating: route('POST', '/v1/class/seating/save', 'json', 'user'),
  exams: route('POST', '/v1/class/exam/list', 'json', 'user'),
  saveExam: route('POST', '/v1/class/exam/save', 'json', 'user'),
  deleteExam: route('POST', '/v1/class/exam/delete', 'json', 'user'),
  examDetail: route('POST', '/v1/class/exam/detail', 'json', 'user'),
  saveScores: route('POST', '/v1/class/exam/scores', 'json', 'user'),
  exportScores: route('POST', '/v1/class/exam/export', 'blob', 'user'),
  observations: route('POST', '/v1/class/observation/list', 'json', 'user'),
  addObservation: route('POST', '/v1/class/observation/add', 'json', 'user'),
  deleteObservation: route('POST', '/v1/class/observation/delete', 'json', 'user'),
  /** 期末评语: the saved comments and the batch job; a batch through the model; Word. */
  comments: route('POST', '/v1/class/comment/list', 'json', 'user'),
  generateComments: route('POST', '/v1/class/comment/generate', 'json', 'user'),
  saveComment: route('POST', '/v1/class/comment/save', 'json', 'user'),
  exportComments: route('POST', '/v1/class/comment/export', 'blob', 'user'),
  /** Co-teachers: the class's teachers, the owner's invite code, joining by it, removing. */
  teachers: route('POST', '/v1/class/teacher/list', 'json', 'user'),
  invite: route('POST', '/v1/class/teacher/invite', 'json', 'user'),
  join: route('POST', '/v1/class/teacher/join', 'json', 'user'),
  removeTeacher: route('POST', '/v1/class/teacher/remove', 'json', 'user'),
} as const;
