/**
 * The server's own Chinese messages for the AI assistant and conversations (not spec
 * strings, which live in @aita/core's messages.ts). See docs/assistant.md.
 */
/** 42900: the teacher already has the most answers running at once. */
export const MSG_TOO_MANY_STREAMS = '当前对话过多，请稍后再试';
/** 42900: too many questions in the last minute. */
export const MSG_TOO_MANY_QUESTIONS = '提问过于频繁，请稍后再试';
/** 40004: an unknown conversation, or another teacher's. */
export const MSG_CONVERSATION_NOT_FOUND = '会话不存在';
/** 40004: an unknown logId, or another teacher's. */
export const MSG_LOG_NOT_FOUND = '对话记录不存在';
/** The welcome of the assistant (§3 Assistant config `prologueDesc`). */
export const ASSISTANT_PROLOGUE =
  '您好，我是AI教学助手，可以帮您备课、设计教学活动、批改作文、命题出题，解答教学中的各种问题。请问有什么可以帮您？';
/** Appended to welcomes in offline knowledge mode (ARCHITECTURE.md: defaults are honest). */
export const OFFLINE_PROLOGUE_NOTE = '（当前未配置大模型，回答来自内置知识库检索。）';
/** Appended to an app's own welcome without a model: what it does instead (docs/apps.md). */
export const OFFLINE_TEMPLATE_NOTE =
  '（当前未配置大模型：提交后会给出本应用的离线模板和内置课程标准摘录，完整生成需要管理员配置大模型。）';
/** The welcome of an app's conversation (§3 Chat config `prologueDesc`). */
export const appPrologue = (name: string, desc: string): string =>
  `您好，我是「${name}」。${desc ? `${desc.replace(/[。.！!]?$/, '。')}` : ''}请告诉我您的需求。`;
/** The image block put before a question with images (the model reads the links). */
export const imagePromptBlock = (links: readonly string[]): string =>
  `用户随问题附上了${links.length}张图片：\n${links.map((l, i) => `图片${i + 1}：${l}`).join('\n')}\n\n`;
/** The final event (status 4) of an answer that could not be stored: the page keeps what it showed. */
export const MSG_ANSWER_NOT_SAVED = '\n\n（本次回答未能保存，刷新后将看不到这条回答，请稍后重试）';
