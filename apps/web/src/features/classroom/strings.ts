import { SIDEBAR_LABELS } from '@aita/core';

/** The page's own Chinese labels (rules and refusals live in @aita/core's classroom messages). */
export const CLASSROOM_TEXT = {
  title: SIDEBAR_LABELS.classroom,
  loginTitle: '登录后即可管理班级',
  loginHint: '班级、学生名单和成绩只有您和任课老师可以看到。',
  login: '登录',
  empty: '还没有班级',
  emptyHint: '创建一个班级，导入学生名单后即可排座位、点名和录入成绩。',
  newClass: '新建班级',
  editClass: '编辑班级',
  deleteClass: '删除班级',
  confirmDelete: (name: string) =>
    `删除“${name}”后，学生名单、座位表和成绩都会一并删除，且无法恢复。确定删除吗？`,
  saved: '保存成功',
  deleted: '已删除',
  imported: (n: number) => `已导入 ${n} 名学生`,
  scoresSaved: '成绩已保存',
  itemsSaved: '试题已设置',
  pointsSaved: '知识点已保存',
  commentsDone: '评语已生成，请逐个检查修改',
  joined: (name: string) => `已加入“${name}”`,
  tabs: {
    students: '学生',
    seating: '座位表',
    rollCall: '课堂点名',
    scores: '成绩',
    comments: '观察与评语',
    teachers: '任课老师',
  },
  privacy: '仅本班老师可见，不公开、不排名。',
} as const;
