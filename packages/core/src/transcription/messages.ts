/** Chinese messages of audio to text, written once (docs/transcription.md). */

export const MSG_AUDIO_NEEDS_SPEECH =
  '当前未配置语音识别服务，暂时不能把录音转成文字。为免白白上传，上传已关闭；如需语音转写，请联系管理员配置 ASR_BASE_URL 与 ASR_MODEL。';
export const MSG_AUDIO_TOO_LONG = '录音超过 2 小时，请剪短或分段后再上传';
export const MSG_AUDIO_UNREADABLE =
  '无法读取这段录音：文件可能已损坏或不完整，请上传完整的 mp3、m4a、wav 或 webm 录音';
export const MSG_AUDIO_FORMAT = '仅支持 mp3、m4a、wav、webm 格式的录音';
export const MSG_AUDIO_NOT_AUDIO = '这个文件不是录音，请在上传时选择音频文件';
export const MSG_AUDIO_EMPTY = '录音里没有可转写的声音';
export const MSG_AUDIO_NOT_FOUND = '录音不存在或已删除';
export const MSG_AUDIO_FILE_NOT_FOUND = '找不到上传的录音文件，请重新上传';
export const MSG_TRANSCRIPT_NOT_READY = '转写尚未完成，完成后即可导出';
export const MSG_TRANSCRIBING = '正在转写';
export const MSG_TRANSCRIPTION_QUEUED = '排队中';
export const MSG_ANALYSING = '正在生成摘要与课堂观察';
export const MSG_ANALYSIS_NEEDS_MODEL =
  '未配置对话模型，摘要、教师提问与课堂观察需要模型生成；转写文字与时间轴不受影响。';
export const MSG_ANALYSIS_FAILED = '摘要生成失败，转写文字不受影响，可稍后重试';
export const MSG_NO_DIARISATION =
  '语音识别服务不区分说话人：教师与学生的发言由模型按内容推断，时长仅供参考。';
export const MSG_NO_TIMESTAMPS = '语音识别服务只返回了文字，没有时间轴，播放时无法逐句高亮。';
export const MSG_RECORDER_UNSUPPORTED = '当前浏览器不支持录音，请上传录音文件';
export const MSG_RECORDER_DENIED = '无法使用麦克风，请在浏览器设置中允许访问麦克风';
/** An M4A/WebM over what one speech request takes (`maxBytes`, decimal MB as the limit is set). */
export const audioTooBigToSplit = (maxBytes: number) =>
  `这段录音超过 ${Math.floor(maxBytes / 1_000_000)} MB，M4A/WebM 格式无法自动分段转写：请在录音软件中导出为 MP3 或 WAV 后再上传（会自动分段），或剪短后分开上传`;
/** The job's stage while it sends piece `part` of `parts`. */
export const transcribingPart = (part: number, parts: number) =>
  `正在转写（第 ${part}/${parts} 段）`;
