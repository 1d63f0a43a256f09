/**
 * Essay marking's Chinese messages, shared by the server's refusals and the web's pages. A
 * message that names a limit takes it from types.ts.
 */
import { ESSAY_TEXT_MAX_CHARS, ESSAY_BATCH_MAX } from './types';

/** A task that does not exist or belongs to another teacher (40004: no probing of ids). */
export const MSG_ESSAY_TASK_NOT_FOUND = '批改任务不存在或已删除';
/** An essay id not in the task (40004). */
export const MSG_ESSAY_NOT_FOUND = '这篇作文不存在或已删除';
/** An essay with neither text nor photos. */
export const MSG_ESSAY_EMPTY = '作文内容为空，请输入或粘贴作文文字，或上传作文照片';
/** An essay over the length limit. */
export const MSG_ESSAY_TOO_LONG = `作文不能超过 ${ESSAY_TEXT_MAX_CHARS} 字，请检查是否粘贴了多余内容`;
/** No essays in a task, or too many. */
export const MSG_ESSAY_BATCH_SIZE = `每次提交 1 到 ${ESSAY_BATCH_MAX} 篇作文`;
/**
 * Photos without text and without a vision model: the job cannot read them itself; the teacher
 * has them read offline (printed text) and corrects the text, or types it.
 */
export const MSG_ESSAY_PHOTOS_NEED_VISION =
  '未配置视觉模型（AI_VISION_MODEL），照片不能直接批改：请先点“识别照片文字”（离线识别印刷体）并核对文字，或直接输入作文文字、上传 .txt / .docx 文件';
/** The submit page's note without a vision model: photos are read offline, printed text only. */
export const MSG_ESSAY_OCR_OFFLINE_NOTE =
  '未配置视觉模型：照片文字由本机离线识别，适合印刷体；手写作文请配置视觉模型（AI_VISION_MODEL）。识别结果请核对';
/** The recognition took too long or the engine failed. */
export const MSG_ESSAY_OCR_FAILED = '照片文字识别失败或超时，请拍清楚后重试，或直接输入作文文字';
/** Too many photos are waiting for the one recogniser. */
export const MSG_ESSAY_OCR_BUSY = '正在识别的照片较多，请稍后再试';
/** The photo could not be decoded or is too large to read. */
export const MSG_ESSAY_OCR_IMAGE = '照片无法读取或尺寸过大（最多 4000 万像素），请重新拍照上传';
/** Beside the text read from the photos. */
export const MSG_ESSAY_OCR_CHECK = '识别结果请核对';
/** A photo link that is not one of this teacher's uploaded images. */
export const MSG_ESSAY_IMAGE_INVALID = '作文照片无效，请重新上传';
/** The photos could not be read (the vision model answered nothing usable). */
export const MSG_ESSAY_PHOTO_UNREADABLE =
  '照片中没有识别出文字，请拍清楚后重新上传，或直接输入作文文字';
/** Editing or publishing while the task still runs. */
export const MSG_ESSAY_TASK_RUNNING = '作文还在批改中，请等批改完成后再修改';
/** Editing a published essay. */
export const MSG_ESSAY_PUBLISHED = '批改结果已发布，不能再修改';
/** A comment span outside the text or empty. */
export const MSG_ESSAY_SPAN_INVALID = '批注的位置不在作文范围内，请重新选择文字';
/** A score above the full score or below zero. */
export const MSG_ESSAY_SCORE_RANGE = '分数须在 0 到满分之间';
/** Label of the offline check everywhere it is shown. */
export const ESSAY_CHECK_LABEL = '基础检查';
/** What the offline check is, in one sentence (result view, Word export, overall comment). */
export const ESSAY_CHECK_NOTICE =
  '未配置 AI 模型，本篇只做了基础检查（字数、段落、句子长度、重复用词、标点、常见错别字），没有评分；请老师阅读后打分并补充评语';
/** Shown beside a score from the model before the teacher publishes. */
export const ESSAY_DRAFT_NOTICE = '以下为 AI 初评，老师修改并发布后才是最终结果';
/** Success toasts. */
export const MSG_ESSAY_SUBMITTED = '已提交批改';
export const MSG_ESSAY_SAVED = '已保存修改';
export const MSG_ESSAY_PUBLISHED_OK = '已发布';
/** An upload id that is not one of the teacher's files (40004). */
export const MSG_ESSAY_FILE_NOT_FOUND = '文件不存在或已删除';
/** A file still being read (40009): try again in a moment. */
export const MSG_ESSAY_FILE_PENDING = '文件还在读取中，请稍后再试';
/** A file of another kind (a sheet, audio). */
export const MSG_ESSAY_FILE_KIND = '请上传 .txt、.docx 文件或作文照片';
/** A document with no text in it. */
export const MSG_ESSAY_FILE_EMPTY = '文件中没有读到文字，请检查文件或直接粘贴作文';
/** A teacher's rubric whose dimensions do not add up to the full score. */
export const MSG_ESSAY_RUBRIC_SUM = '各评分维度的满分之和须等于作文满分';
/** A teacher's band lines that do not start at 0, repeat, or pass the full score. */
export const MSG_ESSAY_BANDS = '等级分数线须从 0 分起、各不相同且不超过作文满分';
/** Students of a class given to a task that is not linked to that class. */
export const MSG_ESSAY_STUDENT_NOT_IN_CLASS = '所选学生不在该班级中，请重新选择班级学生';
/** A resubmission while the essay is being marked or without anything new. */
export const MSG_ESSAY_RESUBMIT_SAME = '修改稿与上一稿相同，请粘贴学生修改后的作文';
/** Success toast of a resubmission. */
export const MSG_ESSAY_RESUBMITTED = '已提交修改稿，正在批改';
/** Most versions of one essay (the first and its resubmissions). */
export const ESSAY_VERSIONS_MAX = 5;
/** More resubmissions than kept. */
export const MSG_ESSAY_TOO_MANY_VERSIONS = `每篇作文最多保留 ${ESSAY_VERSIONS_MAX} 稿`;
