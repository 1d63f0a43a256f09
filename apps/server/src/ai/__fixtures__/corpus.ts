/** A small built-in corpus as the route will pass it: apps, curriculum standards, product help. */
import type { KnowledgeDocument } from '../../search/text-index';
import { HELP_CORPUS } from '../help-corpus';

export const APP_DOCS: KnowledgeDocument[] = [
  {
    id: 'app-essay-review',
    title: '作文批改',
    text: '上传学生作文的照片或文字，AI 从立意、结构、语言和书写四个维度批改作文。给出分项得分、旁批和总评，并标出错别字和病句。适合语文老师批量批改作文、快速写评语。',
    link: '/chat/essay-review',
  },
  {
    id: 'app-lesson-plan',
    title: '教案生成',
    text: '输入课题、学段与课时，一键生成教学目标、重难点、教学过程齐全的教学设计。支持按新课标核心素养调整目标表述。',
    link: '/chat/lesson-plan',
  },
  {
    id: 'app-paper',
    title: '试卷生成',
    text: '选择教材版本、章节和题型，自动组卷并给出答案解析。可以调整难度分布，导出为 Word 文档。',
    link: '/chat/paper',
  },
  {
    id: 'app-courseware',
    title: '课件生成',
    text: '根据课题自动生成 PPT 课件大纲和页面内容，支持插入图片和动画建议。',
    link: '/chat/courseware',
  },
  {
    id: 'app-class-comment',
    title: '学生评语',
    text: '根据学生的日常表现关键词，生成期末学生评语，语气温和具体。',
    link: '/chat/class-comment',
  },
];

export const STANDARD_DOCS: KnowledgeDocument[] = [
  {
    id: 'std-chinese',
    title: '义务教育语文课程标准（2022年版）',
    text: '语文课程致力于培养学生的语言文字运用能力，核心素养包括文化自信、语言运用、思维能力和审美创造。写作教学应贴近学生实际，让学生易于动笔、乐于表达。',
    link: 'https://www.moe.gov.cn/srcsite/A26/s8001/202204/t20220420_619921.html',
    publishedTime: '2022-04-21',
  },
  {
    id: 'std-math',
    title: '义务教育数学课程标准（2022年版）',
    text: '数学课程要培养学生的核心素养，主要表现为会用数学的眼光观察现实世界、会用数学的思维思考现实世界、会用数学的语言表达现实世界。',
    link: 'https://www.moe.gov.cn/srcsite/A26/s8001/202204/t20220420_619921.html#math',
    publishedTime: '2022-04-21',
  },
];

export const CORPUS: KnowledgeDocument[] = [...APP_DOCS, ...STANDARD_DOCS, ...HELP_CORPUS];
