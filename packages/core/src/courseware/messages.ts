/** The courseware's Chinese messages, shared by the server's refusals and the web's pages. */

/** A courseware that does not exist or is another teacher's (40004: ids cannot be probed). */
export const MSG_COURSEWARE_NOT_FOUND = '课件不存在或已删除';

/** Slides asked for while a section of the outline is still empty (the section's title follows). */
export const MSG_COURSEWARE_SECTION_EMPTY = '请先填写大纲中这一部分的要点：';

/** A deck without slides cannot be downloaded. */
export const MSG_COURSEWARE_NO_SLIDES = '课件还没有幻灯片，请先由大纲生成幻灯片';

/** An unknown theme id. */
export const MSG_COURSEWARE_THEME_UNKNOWN = '没有这个课件主题';

/** Without a model: what the structure gives and what the teacher does. */
export const MSG_COURSEWARE_STRUCTURE_HINT =
  '当前未配置大模型：已按学科和课型给出课件结构，请在每一部分填写要点，再生成幻灯片。';

/** With a model: the outline was written by it and is the teacher's to check. */
export const MSG_COURSEWARE_MODEL_HINT = 'AI 已生成大纲，请检查、调整后再生成幻灯片。';

/** The download failed. */
export const MSG_COURSEWARE_DOWNLOAD_FAILED = '课件下载失败，请重试';

/** The slides were made from the outline as written (no model). */
export const MSG_COURSEWARE_SLIDES_FROM_OUTLINE = '已按大纲生成幻灯片，可逐页修改文字。';

/** The outline changed after the slides were made. */
export const MSG_COURSEWARE_OUTLINE_CHANGED =
  '大纲已修改，重新生成幻灯片后生效（会覆盖对幻灯片的修改）。';
