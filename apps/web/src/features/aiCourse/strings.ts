/** Chinese text of the AI course pages (docs/aiCourse.md "Web"). */
export const AI_COURSE_TEXT = {
  title: 'AI通识课',
  videoTitle: '视频',
  loginTitle: '登录后学习AI通识课',
  loginHint: 'AI通识课面向已开通课程的学校老师，请先登录。',
  login: '登录',
  joinSchool: '加入学校',
  outline: '课程目录',
  progress: (done: number, total: number) => `已完成 ${done}/${total} 课`,
  kinds: { video: '视频', reading: '阅读', quiz: '测验' },
  completed: '已完成',
  watched: (pct: number) => `已看 ${pct}%`,
  speed: '倍速',
  chapters: '视频章节',
  resume: (at: string) => `已从上次看到的 ${at} 处继续播放`,
  subtitles: '中文字幕',
  notes: '本节要点',
  markRead: '我已读完',
  read: '已读完',
  submit: '提交答案',
  retry: '再试一次',
  score: (score: number, total: number) => `答对 ${score}/${total} 题`,
  correctAnswer: (option: string) => `正确答案：${option}`,
  manage: '学习情况',
  manageHint: '选择本校老师可以看到的课程，查看每位老师的完成情况。',
  showCourse: '对本校老师显示',
  teacher: '老师',
  phoneTail: '手机尾号',
  done: '已完成',
  lastStudied: '最近学习',
  never: '未开始',
  notVideo: '该内容不是视频，请在课程中查看',
  openCourse: '查看完整课程',
  emptyCourse: '学校暂未安排课程',
} as const;

/** `m:ss` of a number of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
