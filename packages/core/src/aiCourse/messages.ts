/** Chinese messages of the AI course, shared by the server's refusals and the web (docs/aiCourse.md). */
export const AI_COURSE_MESSAGES = {
  /** No school joined: 40003. */
  noSchool: '加入已开通AI通识课的学校后即可学习，请先加入学校',
  /** The current school did not open the course (isCourseShow 0): 40003. */
  notOpened: '您所在的学校尚未开通AI通识课，请联系学校管理员',
  /** A course or lesson that none of the teacher's schools offers (or that does not exist): 40003. */
  noAccess: '您所在的学校未开通该课程，无法观看',
  /** A lesson id that does not exist: 40004. */
  lessonNotFound: '课程内容不存在或已下架',
  courseNotFound: '课程不存在或已下架',
  /** Quiz answers that do not match the quiz's questions: 40001. */
  answersInvalid: '请回答全部题目后再提交',
  /** The video is being prepared (first play of a generated lesson video). */
  videoMissing: '视频文件不存在，请联系管理员',
  /** The web's empty states and notices. */
  empty: '学校暂未安排课程',
  saved: '学习进度已保存',
  quizPassed: '恭喜，测验通过！',
  quizFailed: '还差一点，复习后再试一次吧',
} as const;
