/**
 * The question bank's Chinese messages, shared by the server's refusals and the web's pages
 * (spec §6: 精品资源 and 校本资源 are for organisation members).
 */

/** Not a member of any school: the bank is for organisation members (40003). */
export const MSG_BANK_NEEDS_ORG = '加入学校后即可使用题库资源，请先通过学校邀请码加入学校';

/** A question that does not exist, or that belongs to another school or teacher (40004). */
export const MSG_QUESTION_NOT_FOUND = '试题不存在或已删除';

/** The bank's empty list. */
export const MSG_NO_QUESTIONS = '暂无符合条件的试题';
