/** Chinese messages of the image apps, written once (docs/imageApps.md). */

export const MSG_IMAGE_NOT_IMAGE = '这个文件不是图片，请上传 jpg、png、webp 或 gif 图片';
export const MSG_IMAGE_FILE_NOT_FOUND = '找不到上传的图片，请重新上传';
export const MSG_IMAGE_TOO_LARGE_DIMS =
  '图片尺寸过大（最长边不超过 8000 像素、总像素不超过 4000 万），请缩小后再上传';
export const MSG_IMAGE_UNREADABLE = '无法读取这张图片，文件可能已损坏';
export const MSG_IMAGE_UNSAFE = '图片未通过内容安全检查，不能使用';
export const MSG_IMAGE_SAFETY_NOT_CHECKED =
  '未配置图片内容审核服务，已完成格式、大小与尺寸检查；内容安全请老师自行把关。';
export const MSG_IMAGE_SAFETY_PASSED = '已通过内容安全检查';
export const MSG_IMAGE_TEMPLATE_INVALID = '请选择有效的模板';
export const MSG_IMAGE_NEEDS_MODEL =
  '教学插图需要图片生成模型，当前未配置（IMAGE_MODEL）。手抄报排版与照片转涂色画不需要模型，可以直接使用。';
export const MSG_IMAGE_TASK_NOT_FOUND = '生成任务不存在或已删除';
export const MSG_IMAGE_GENERATING = '正在生成插图';
export const MSG_IMAGE_QUEUED = '排队中';
export const MSG_VIDEO_NOTE_NO_PROVIDER =
  '图片生成微课视频需要视频生成服务，本站当前未配置，也没有可用的 ffmpeg，因此暂不能生成视频。现在可以先用「教学插图」准备画面、用「手抄报」排版讲解要点。';
export const MSG_VIDEO_NOTE_FFMPEG =
  '本站有 ffmpeg，但用图片和讲解词合成幻灯片视频的功能尚未开放；视频生成服务也未配置。';
