/**
 * Chinese messages of the profile rules (`/v1/user/mod`), whole as the teacher reads them: the
 * account dialog can show them before sending, and the server answers them with 40001.
 */
import { SCHOOL_NAME_MAX_LENGTH, UNAME_MAX_LENGTH } from './constants';

export const MSG_UNAME_EMPTY = '姓名不能为空';
export const MSG_UNAME_TOO_LONG = `姓名不能超过${UNAME_MAX_LENGTH}个字符`;
export const MSG_SCHOOL_NAME_TOO_LONG = `学校名称不能超过${SCHOOL_NAME_MAX_LENGTH}个字符`;
export const MSG_PERIOD_INVALID = '请选择正确的学段';
export const MSG_SUBJECT_INVALID = '请选择正确的学科';
export const MSG_SCHOOL_TYPE_INVALID = '请选择正确的学校类型';
export const MSG_AVATAR_URL_INVALID = '头像地址无效，请重新上传头像';
/** Suffix after the field's Chinese name (姓名包含不允许的字符). */
export const MSG_TEXT_BAD_CHAR = '包含不允许的字符';
