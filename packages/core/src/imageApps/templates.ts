/**
 * The image apps' templates (docs/imageApps.md "Templates"): 手抄报 layouts laid out on the
 * server, 涂色画/线稿 settings applied to a photo on the server, and 教学插图 styles that need an
 * image model. `/v1/image/tpl_list` answers this list.
 */

/** What a template makes. */
export const IMAGE_TEMPLATE_KINDS = ['poster', 'lineart', 'illustration'] as const;
export type ImageTemplateKind = (typeof IMAGE_TEMPLATE_KINDS)[number];

/** Tab names of the kinds. */
export const IMAGE_TEMPLATE_KIND_NAMES: Readonly<Record<ImageTemplateKind, string>> = {
  poster: '手抄报',
  lineart: '涂色画/线稿',
  illustration: '教学插图',
};

/** One template. `needsModel` says whether it can run without an image model. */
export interface ImageTemplate {
  id: string;
  kind: ImageTemplateKind;
  name: string;
  desc: string;
  needsModel: boolean;
  /** 手抄报: the theme colours (title band, frame, section headings). */
  palette?: { primary: string; accent: string; paper: string };
  /** 线稿: edge strength (higher keeps fewer, stronger lines) and line width in pixels. */
  lineart?: { threshold: number; lineWidth: number };
  /** 教学插图: the style words added to the teacher's description. */
  style?: string;
}

export const IMAGE_TEMPLATES: readonly ImageTemplate[] = [
  {
    id: 'poster-festival',
    kind: 'poster',
    name: '节日喜庆',
    desc: '红色标题栏，适合春节、国庆、元旦等节日主题。',
    needsModel: false,
    palette: { primary: '#c0392b', accent: '#f1c40f', paper: '#fffaf0' },
  },
  {
    id: 'poster-reading',
    kind: 'poster',
    name: '读书书香',
    desc: '青绿配色，适合读书节、古诗词、阅读分享。',
    needsModel: false,
    palette: { primary: '#16a085', accent: '#8e44ad', paper: '#f7fff9' },
  },
  {
    id: 'poster-safety',
    kind: 'poster',
    name: '安全教育',
    desc: '蓝橙配色，适合交通安全、防溺水、消防安全。',
    needsModel: false,
    palette: { primary: '#1f5fa8', accent: '#e67e22', paper: '#f5f9ff' },
  },
  {
    id: 'lineart-fine',
    kind: 'lineart',
    name: '细线涂色画',
    desc: '保留较多细节，适合高年级或精细涂色。',
    needsModel: false,
    lineart: { threshold: 40, lineWidth: 1 },
  },
  {
    id: 'lineart-bold',
    kind: 'lineart',
    name: '粗线简笔',
    desc: '只留主要轮廓，线条加粗，适合低年级涂色。',
    needsModel: false,
    lineart: { threshold: 60, lineWidth: 3 },
  },
  {
    id: 'illustration-flat',
    kind: 'illustration',
    name: '扁平插画',
    desc: '简洁明快的扁平风格，适合课件配图。',
    needsModel: true,
    style: '扁平插画风格，色彩明快，线条简洁，白色背景，适合小学课件',
  },
  {
    id: 'illustration-watercolor',
    kind: 'illustration',
    name: '水彩绘本',
    desc: '柔和的水彩绘本风格，适合语文课文情境图。',
    needsModel: true,
    style: '儿童绘本水彩风格，色调柔和，画面温暖，不含文字',
  },
  {
    id: 'illustration-diagram',
    kind: 'illustration',
    name: '科学示意图',
    desc: '清晰准确的示意图风格，适合科学、地理课。',
    needsModel: true,
    style: '教科书科学示意图风格，结构清晰，标注位置留白，白色背景',
  },
];

/** The template of an id, of the given kind. */
export function findImageTemplate(id: string, kind?: ImageTemplateKind): ImageTemplate | undefined {
  return IMAGE_TEMPLATES.find((t) => t.id === id && (kind === undefined || t.kind === kind));
}

/**
 * The apps of the catalogue that open an image tool instead of a chat (their `uri` in the app
 * catalogue), and the tab they open on.
 */
export const IMAGE_APP_TOOLS: Readonly<Record<string, ImageTemplateKind | 'video'>> = {
  'teaching-illustration': 'illustration',
  'handwritten-newspaper': 'poster',
  'micro-lesson-video': 'video',
};

/** The image tools' page, opened on a tab. */
export const imageAppsPath = (tab: ImageTemplateKind | 'video' = 'poster'): string =>
  `/image-apps/index?tab=${tab}`;
