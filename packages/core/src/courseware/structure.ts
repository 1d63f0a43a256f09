import {
  LESSON_TYPE_NAMES,
  type CoursewareForm,
  type CoursewareOutline,
  type SectionKind,
} from './types';

/** A section of a lesson structure: its kind, its usual title, and what the teacher writes in it. */
export interface StructureSection {
  kind: SectionKind;
  title: string;
  /** Shown in the empty editor as a prompt (placeholder), never written into the courseware. */
  hint: string;
}

const OBJECTIVES: StructureSection = {
  kind: 'objectives',
  title: '教学目标',
  hint: '每行一条：知识与技能、过程与方法、情感态度（或核心素养）目标',
};
const SUMMARY: StructureSection = {
  kind: 'summary',
  title: '课堂小结',
  hint: '每行一条：本课学到的要点，可请学生先说',
};
const HOMEWORK: StructureSection = {
  kind: 'homework',
  title: '布置作业',
  hint: '每行一项：必做与选做作业，注明页码或题号',
};
const EXERCISE: StructureSection = {
  kind: 'exercise',
  title: '课堂练习',
  hint: '每行一道练习题；答案写在下方“答案”里，会放在下一页',
};

/** 新授课 by subject: the sections a lesson of that subject usually has. */
const NEW_LESSON: Partial<Record<CoursewareForm['subject'], StructureSection[]>> = {
  语文: [
    OBJECTIVES,
    { kind: 'intro', title: '情境导入', hint: '一个问题、一幅图或一段故事，引出课文' },
    { kind: 'concept', title: '作者与背景', hint: '作者生平、写作背景中与理解课文有关的几点' },
    { kind: 'concept', title: '初读课文', hint: '生字词、朗读要求、整体感知的问题' },
    { kind: 'concept', title: '精读品析', hint: '关键语句、写作手法、情感变化' },
    EXERCISE,
    SUMMARY,
    HOMEWORK,
  ],
  英语: [
    { ...OBJECTIVES, title: 'Learning objectives 学习目标' },
    { kind: 'intro', title: 'Warming up 热身导入', hint: '歌曲、图片或问题，引出话题' },
    { kind: 'concept', title: 'New words 新词汇', hint: '每行一个：单词、音标、词义' },
    { kind: 'concept', title: 'Sentence patterns 重点句型', hint: '本课的重点句型与用法' },
    {
      kind: 'example',
      title: 'Example 例句',
      hint: '题目或情境写在这里，步骤（对话或操练）写在“解答”里',
    },
    { ...EXERCISE, title: 'Practice 课堂练习' },
    { ...SUMMARY, title: 'Summary 小结' },
    { ...HOMEWORK, title: 'Homework 作业' },
  ],
};

/** 新授课 of the other subjects (数学、理科、文科综合). */
const NEW_LESSON_DEFAULT: StructureSection[] = [
  OBJECTIVES,
  { kind: 'intro', title: '情境导入', hint: '生活中的问题或旧知回顾，引出本课课题' },
  { kind: 'concept', title: '新知探究', hint: '概念、定理或规律，每行一条；公式写在 $…$ 中' },
  { kind: 'example', title: '例题精讲', hint: '题目写在这里，解题步骤每行一步写在“解答”里' },
  EXERCISE,
  SUMMARY,
  HOMEWORK,
];

const REVIEW_LESSON: StructureSection[] = [
  { ...OBJECTIVES, title: '复习目标' },
  { kind: 'concept', title: '知识梳理', hint: '本单元的知识点，每行一条' },
  { kind: 'concept', title: '易错点辨析', hint: '学生常见错误与辨析' },
  { kind: 'example', title: '典例分析', hint: '题目写在这里，解题步骤每行一步写在“解答”里' },
  { ...EXERCISE, title: '巩固练习' },
  { ...SUMMARY, title: '复习小结' },
  HOMEWORK,
];

const EXERCISE_LESSON: StructureSection[] = [
  { ...OBJECTIVES, title: '练习目标' },
  { kind: 'intro', title: '知识回顾', hint: '本次练习用到的知识点，每行一条' },
  { kind: 'example', title: '方法指导', hint: '一道示范题，解题步骤每行一步写在“解答”里' },
  { ...EXERCISE, title: '基础练习' },
  { ...EXERCISE, title: '提高练习' },
  { ...SUMMARY, title: '练习小结' },
  HOMEWORK,
];

/**
 * The structure of a lesson of this subject and lesson type: what the outline starts from without a
 * model (the teacher fills every section), and the frame the model is asked to follow with one.
 */
export function lessonStructure(
  form: Pick<CoursewareForm, 'subject' | 'lessonType'>,
): StructureSection[] {
  if (form.lessonType === 'review') return REVIEW_LESSON;
  if (form.lessonType === 'exercise') return EXERCISE_LESSON;
  return NEW_LESSON[form.subject] ?? NEW_LESSON_DEFAULT;
}

const CHINESE_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 第一课时 … for a lesson number. */
export function lessonNoName(lessonNo: number): string {
  return `第${CHINESE_NUMBERS[lessonNo - 1] ?? String(lessonNo)}课时`;
}

/** The cover's subtitle: 人教版 · 初中数学 · 新授课 · 第一课时. */
export function coursewareSubtitle(form: CoursewareForm): string {
  return [
    form.textbookVersion,
    `${form.period}${form.subject}`,
    LESSON_TYPE_NAMES[form.lessonType],
    lessonNoName(form.lessonNo),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The outline without a model: the structure's sections with their titles and nothing written in them
 * (the editor shows each section's hint). Nothing is invented: the points are the teacher's to write.
 */
export function outlineFromStructure(form: CoursewareForm): CoursewareOutline {
  return {
    title: form.topic,
    subtitle: coursewareSubtitle(form),
    sections: lessonStructure(form).map((s, i) => ({
      id: `s${i + 1}`,
      kind: s.kind,
      title: s.title,
      points: [],
      answer: [],
    })),
  };
}

/**
 * The hint of a section in this form's structure: the structure's section of the same kind and title, else
 * the first of that kind (a section the teacher added or renamed).
 */
export function sectionHint(
  form: Pick<CoursewareForm, 'subject' | 'lessonType'>,
  kind: SectionKind,
  title?: string,
): string {
  const structure = lessonStructure(form);
  return (
    structure.find((s) => s.kind === kind && s.title === title)?.hint ??
    structure.find((s) => s.kind === kind)?.hint ??
    NEW_LESSON_DEFAULT.find((s) => s.kind === kind)?.hint ??
    ''
  );
}
