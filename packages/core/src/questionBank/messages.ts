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

/** Editing or removing a school question that is neither the teacher's own nor their school's as admin (40003). */
export const MSG_QUESTION_EDIT_FORBIDDEN = '只有出题老师或学校管理员可以修改或删除这道试题';

/** An import file that is not a Word `.docx` (40001). */
export const MSG_IMPORT_NOT_DOCX = '请上传 Word 文档（.docx）';
/** A picture for a question that is not the teacher's uploaded image. */
export const MSG_QUESTION_IMAGE_INVALID = '图片不存在或不是图片文件，请重新上传';

/** An import file over the size limit (40001). */
export const MSG_IMPORT_TOO_LARGE = 'Word 文档不能超过 10 MB';

/** A `.docx` in which no numbered question was found (40001). */
export const MSG_IMPORT_NOTHING =
  '没有识别到试题：请按“1. 题干”“A. 选项”“答案：”“解析：”的格式排版';

/** A formula that does not typeset (40001); the formula follows. */
export const MSG_BAD_FORMULA = '公式无法排版，请检查：';

/** The embed flag asked for a school the teacher is not a member of (40003). */
export const MSG_BANK_NOT_MEMBER = '您不是该学校的成员';

/** A question starred (收藏), shown as a toast. */
export const MSG_FAVOURITE_ADDED = '已收藏，可在“我的收藏”中查看';

/** A star removed, shown as a toast. */
export const MSG_FAVOURITE_REMOVED = '已取消收藏';

/** The 我的收藏 list when nothing is starred. */
export const MSG_NO_FAVOURITES = '还没有收藏的试题：点击试题卡片上的星标即可收藏';

/** 找相似题 found nothing sharing the question's knowledge points. */
export const MSG_NO_SIMILAR = '题库中暂无与这道题知识点相同的其他试题';
