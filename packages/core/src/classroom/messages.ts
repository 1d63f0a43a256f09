/**
 * Chinese messages of class management, shared by the server's refusals and the web's pages
 * (docs/classroom.md "Access").
 */

/** A class that does not exist (or was deleted): 40004. */
export const MSG_CLASS_NOT_FOUND = '班级不存在或已删除';
/** Another teacher's class: 40003. Students' data is only for the class's teachers. */
export const MSG_CLASS_FORBIDDEN = '您不是该班级的老师，无法查看或修改该班级';
/** A student that is not in the class: 40004. */
export const MSG_STUDENT_NOT_FOUND = '学生不存在或已删除';
/** An exam that does not exist or is not in one of the teacher's classes. */
export const MSG_EXAM_NOT_FOUND = '考试不存在或已删除';
/** Too many classes: 40001. */
export const MSG_TOO_MANY_CLASSES = '班级数量已达上限，请删除不用的班级后再创建';
/** Too many students: 40001. */
export const MSG_TOO_MANY_STUDENTS = '班级人数已达上限';
/** Too many exams in one class. */
export const MSG_TOO_MANY_EXAMS = '该班级的考试数量已达上限，请删除旧的考试后再添加';
/** A 学号 already used in the class: 40009. */
export const MSG_DUPLICATE_NUMBER = '重复学号';
/** An empty name in a roster row. */
export const MSG_EMPTY_NAME = '姓名为空';
/** A gender cell that is neither 男 nor 女. */
export const MSG_BAD_GENDER = '性别应为“男”或“女”，可留空';
/** A name or number over its length. */
export const MSG_NAME_TOO_LONG = '姓名过长';
export const MSG_NUMBER_TOO_LONG = '学号过长';
export const MSG_NOTES_TOO_LONG = '备注过长';
/** No column was mapped to 姓名. */
export const MSG_NO_NAME_COLUMN = '请指定“姓名”所在的列';
/** The sheet has no rows. */
export const MSG_ROSTER_EMPTY = '表格中没有学生数据';
/** A roster with errors cannot be imported. */
export const MSG_ROSTER_HAS_ERRORS = '名单中有错误，请修改后再导入';
/** Seating: a student placed twice or not in the class. */
export const MSG_SEATING_INVALID = '座位表中的学生有误，请刷新后重试';
/** Seating: fewer seats than students. */
export const MSG_SEATS_TOO_FEW = '座位数少于学生人数，请增加行数或列数';
/** A score above the full score or below 0. */
export const scoreOutOfRange = (full: number) => `分数应在 0 到 ${full} 之间`;
/** A score that is not a number with at most one decimal. */
export const MSG_SCORE_NOT_NUMBER = '请输入数字，最多一位小数';
/** Pass or excellence line above the full score, or excellence below pass. */
export const MSG_THRESHOLDS_INVALID = '及格线和优秀线应在 0 到满分之间，且优秀线不低于及格线';
/** Co-teachers (docs/classroom.md "Co-teachers"): what only the class's creator may do, 40003. */
export const MSG_OWNER_ONLY = '只有班主任（班级创建者）可以进行此操作';
/** An invite code that matches no class or has expired: 40004. */
export const MSG_INVITE_INVALID = '邀请码无效或已过期，请向班主任索取新的邀请码';
/** Too many teachers in one class. */
export const MSG_TOO_MANY_TEACHERS = '该班级的任课老师已达上限';
/** The creator cannot leave their own class. */
export const MSG_OWNER_CANNOT_LEAVE = '班主任不能退出自己创建的班级；不再使用时可以删除班级';
/** A teacher who does not teach the class. */
export const MSG_TEACHER_NOT_FOUND = '该老师不在本班级中';
/** How long an invite code works, and how many teachers a class has at most. */
export const INVITE_DAYS = 7;
export const CLASS_TEACHERS_MAX = 20;
/** Seating rules that cannot all be met (the page names the students). */
export const seatingFrontTooMany = (students: number, rows: number, seats: number) =>
  `需要坐在前 ${rows} 排的学生有 ${students} 人，但前 ${rows} 排只有 ${seats} 个座位，请增加列数、放宽排数或减少名单`;
export const seatingApartUnmet = (pairs: string[]) =>
  `无法同时满足所有“分开坐”的要求，以下同学仍相邻：${pairs.join('、')}。可以减少要求、增加座位后重排，或手动调整`;
export const seatingFrontUnmet = (names: string[]) => `以下同学未能排在前排：${names.join('、')}`;
