/** Chinese texts of the knowledge area (docs/knowledge.md). */
export const MSG_LIBRARY_NOT_FOUND = '资料库不存在或已删除';
export const MSG_DOCUMENT_NOT_FOUND = '资料不存在或已删除';
export const MSG_FILE_NOT_FOUND = '文件不存在或已删除，请重新上传';
export const MSG_FILE_NOT_DOCUMENT = '只能加入 Word、PDF、PPT、TXT 或 Markdown 文档';
export const MSG_BUILTIN_READONLY = '内置课程标准资料库不能修改';
export const MSG_EMPTY_DOCUMENT = '没有读到文字（扫描件或图片需要先识别文字）';
export const MSG_TOO_MANY_LIBRARIES = '资料库最多 20 个';
export const MSG_DEFAULT_LIBRARY = '我的资料库';
export const MSG_BUILTIN_LIBRARY = '课程标准摘编（内置）';
export const MSG_NO_MODEL =
  '未配置模型：以下是资料库中与问题最相关的段落，未生成回答。配置 AI 模型后可得到带引用的回答。';
export const MSG_NO_PASSAGES = '资料库中没有找到与问题相关的内容';
export const STAGE_QUEUED = '排队等待建立索引';
export const STAGE_READING = '正在读取文档结构';
export const STAGE_FETCHING = '正在打开网页';
export const STAGE_INDEXING = '正在建立索引';
export const STAGE_DONE = '索引完成';
export const MSG_READ_FAILED = {
  broken: '文件已损坏或无法读取',
  timeout: '读取文件超时，文件可能过大或过于复杂',
} as const;
export const ANSWER_SYSTEM =
  '你是教师的资料助手。只依据给出的资料回答，资料不足时如实说明。引用某条资料时，在句末用 [编号] 标注，例如 [1] 或 [2][3]，只使用列出的编号。回答用简体中文，简明扼要。';
export const MSG_SCHOOL_LIBRARY = '学校资料库';
export const MSG_SCHOOL_READONLY = '学校资料库只读：请在学校网盘中上传或删除文件';
