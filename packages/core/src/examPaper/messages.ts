/**
 * The exam paper's Chinese messages, shared by the server's refusals and the web's pages.
 */

/** A paper that does not exist, or that is another teacher's (40004: ids cannot be probed). */
export const MSG_PAPER_NOT_FOUND = '试卷不存在或已删除';

/** A paper item that is not in this paper (40004). */
export const MSG_PAPER_ITEM_NOT_FOUND = '试卷中没有这道题，请刷新后重试';

/** Adding questions the teacher may not see, or that no longer exist (40004). */
export const MSG_PAPER_QUESTION_MISSING = '部分试题不存在或无权使用，请刷新题库后重试';

/** A paper already holding the most questions (40001). */
export const MSG_PAPER_TOO_MANY = '一份试卷最多 100 道题';

/** No similar question to swap in (40004). */
export const MSG_PAPER_NO_SIMILAR = '题库中没有可替换的相似题（同题型、同知识点）';

/** An empty paper cannot be exported (40001). */
export const MSG_PAPER_EMPTY = '试卷中还没有试题，请先从题库加入试题';

/** The basket is empty. */
export const MSG_BASKET_EMPTY = '试题篮是空的：在题库的题目上点“加入试题篮”';

/** Smart assembly found nothing on the chosen points and types (40004). */
export const MSG_ASSEMBLY_NOTHING = '所选知识点和题型下没有可用的试题，请换一些知识点';

/** Where AI generation would fill a shortage, and what it needs. */
export const MSG_ASSEMBLY_AI_HINT = '可以用 AI 出题补足（需要管理员配置大模型）';

/** Sharing a paper, or listing the school's, without a current school. */
export const MSG_PAPER_SHARE_NEEDS_SCHOOL = '请先加入学校并设为当前学校，再共享或查看学校的试卷';

/** An edited question with a formula KaTeX cannot typeset (the formula follows). */
export const MSG_PAPER_BAD_FORMULA = '公式无法排版，请检查：';
