/** Chinese messages of the files area (refusals of the file itself: platform/intake errors.ts). */
export const MSG_FILE_NOT_FOUND = '文件不存在或已删除';

/** What the teacher reads when a file's text could not be extracted, by reason. */
export const MSG_EXTRACT_FAILED = {
  broken: '无法读取文件中的文字，文件可能已损坏或加密',
  timeout: '文件内容过多，提取文字超时',
  aborted: '提取文字已取消',
} as const;

/** Why an image or audio file has no text yet: it needs a provider, and none is pretended. */
export const MSG_NEEDS_OCR = '图片中的文字需要配置视觉模型或文字识别服务后才能读取';
export const MSG_NO_TEXT_AUDIO = '音频需要语音转写服务，不提取文字';

/** Progress stages of the extraction job. */
export const STAGE_EXTRACTING = '正在提取文字';
export const STAGE_DONE = '已完成';
export const STAGE_QUEUED = '排队等待提取文字';
