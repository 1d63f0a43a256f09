/**
 * AI课件 (courseware): the teacher's form, the outline they edit (step 1) and the slides made from it
 * (step 2). Spec §1 lists courseware among the capabilities; its payloads are "not shown" (§3), so the
 * shapes are designed here (docs/courseware.md "Model").
 */

/** 学段. */
export const COURSEWARE_PERIODS = ['小学', '初中', '高中'] as const;
/** One of {@link COURSEWARE_PERIODS}. */
export type CoursewarePeriod = (typeof COURSEWARE_PERIODS)[number];

/** 学科 a courseware can be made for. */
export const COURSEWARE_SUBJECTS = [
  '语文',
  '数学',
  '英语',
  '物理',
  '化学',
  '生物',
  '历史',
  '地理',
  '道德与法治',
  '科学',
  '信息科技',
] as const;
/** One of {@link COURSEWARE_SUBJECTS}. */
export type CoursewareSubject = (typeof COURSEWARE_SUBJECTS)[number];

/** 教材版本 offered in the form (其他 for a version not listed). */
export const TEXTBOOK_VERSIONS = [
  '人教版',
  '部编版',
  '北师大版',
  '苏教版',
  '外研版',
  '沪教版',
  '浙教版',
  '其他',
] as const;

/** 课型: a new lesson (新授课), a review (复习课) or an exercise lesson (练习课). */
export const LESSON_TYPES = ['new', 'review', 'exercise'] as const;
/** One of {@link LESSON_TYPES}. */
export type LessonType = (typeof LESSON_TYPES)[number];
/** Chinese names of the lesson types. */
export const LESSON_TYPE_NAMES: Readonly<Record<LessonType, string>> = {
  new: '新授课',
  review: '复习课',
  exercise: '练习课',
};

/** What the teacher fills in before step 1. */
export interface CoursewareForm {
  period: CoursewarePeriod;
  subject: CoursewareSubject;
  textbookVersion: string;
  /** 课题, e.g. 勾股定理. */
  topic: string;
  /** 第几课时 (1 for 第一课时). */
  lessonNo: number;
  lessonType: LessonType;
  /** A theme id of {@link COURSEWARE_THEMES}. */
  themeId: string;
}

/**
 * Kinds of outline sections, in the order a lesson usually runs: 教学目标, 导入, 新授 (concept), 例题
 * (example), 练习 (exercise), 小结 (summary), 作业 (homework).
 */
export const SECTION_KINDS = [
  'objectives',
  'intro',
  'concept',
  'example',
  'exercise',
  'summary',
  'homework',
] as const;
/** One of {@link SECTION_KINDS}. */
export type SectionKind = (typeof SECTION_KINDS)[number];

/** Chinese names of the section kinds (the outline editor's badge). */
export const SECTION_KIND_NAMES: Readonly<Record<SectionKind, string>> = {
  objectives: '教学目标',
  intro: '导入',
  concept: '新授',
  example: '例题',
  exercise: '练习',
  summary: '小结',
  homework: '作业',
};

/**
 * One section of the outline. `points` are its bullet points (for an example, the problem; for an
 * exercise, the questions); `answer` holds an example's solution steps or an exercise's answers, and is
 * empty for the other kinds.
 */
export interface OutlineSection {
  id: string;
  kind: SectionKind;
  title: string;
  points: string[];
  answer: string[];
}

/** Step 1's result, edited by the teacher. */
export interface CoursewareOutline {
  title: string;
  subtitle: string;
  sections: OutlineSection[];
}

/** Kinds of slides; each has its own layout in the .pptx and in the preview. */
export const SLIDE_KINDS = [
  'title',
  'objectives',
  'intro',
  'concept',
  'example',
  'exercise',
  'answer',
  'summary',
  'homework',
] as const;
/** One of {@link SLIDE_KINDS}. */
export type CoursewareSlideKind = (typeof SLIDE_KINDS)[number];

/**
 * One slide of step 2. `points` are its bullets (the title slide's are its subtitle lines; an example's
 * are the problem); `steps` are an example's numbered solution steps (empty elsewhere). Text may hold
 * `$…$` formulas.
 */
export interface CoursewareSlide {
  id: string;
  kind: CoursewareSlideKind;
  title: string;
  points: string[];
  steps: string[];
  /** 讲稿: speaker notes for the teacher. */
  notes: string;
}

/** A saved courseware. */
export interface CoursewareData {
  coursewareId: number;
  form: CoursewareForm;
  outline: CoursewareOutline;
  slides: CoursewareSlide[];
  /** Where the outline came from: the model, or the structure of the subject and lesson type. */
  outlineSource: 'model' | 'structure';
  /** How often its text was copied (复制) or the courseware duplicated. */
  copyCount: number;
  updatedAt: string;
}
