import type { CoursewarePeriod, CoursewareSubject } from './types';

/**
 * A visual theme of a courseware, as data: the .pptx writer and the browser preview read the same
 * values, so what the teacher previews is what downloads. Colours are hex without `#`.
 */
export interface CoursewareTheme {
  id: string;
  name: string;
  /** What it suits, shown under the name. */
  suits: string;
  /** East Asian font names as Office resolves them on Chinese Windows (LibreOffice substitutes Noto CJK). */
  fonts: { heading: string; body: string };
  colors: {
    background: string;
    title: string;
    text: string;
    accent: string;
    /** Light fill of boxes (steps, answers, the diagram placeholder). */
    soft: string;
    coverBackground: string;
    coverTitle: string;
    coverText: string;
  };
  /**
   * The ornament drawn on every slide: `dots` (round shapes in the corners, for young pupils), `band` (a
   * coloured band at the top), `rule` (a thin rule under the title), `seal` (a vertical bar at the left,
   * like a scroll's mounting).
   */
  ornament: 'dots' | 'band' | 'rule' | 'seal';
}

/** The themes offered (at least one per 学段, and one for humanities). */
export const COURSEWARE_THEMES: readonly CoursewareTheme[] = [
  {
    id: 'lively',
    name: '童趣活泼',
    suits: '小学',
    fonts: { heading: '微软雅黑', body: '微软雅黑' },
    colors: {
      background: 'FFFBF0',
      title: 'E8590C',
      text: '3B3B3B',
      accent: '2F9E44',
      soft: 'FFF3BF',
      coverBackground: 'FFD43B',
      coverTitle: 'C92A2A',
      coverText: '5C3D00',
    },
    ornament: 'dots',
  },
  {
    id: 'clean',
    name: '清爽简约',
    suits: '初中',
    fonts: { heading: '微软雅黑', body: '微软雅黑' },
    colors: {
      background: 'FFFFFF',
      title: '1864AB',
      text: '212529',
      accent: '1C7ED6',
      soft: 'E7F5FF',
      coverBackground: '1864AB',
      coverTitle: 'FFFFFF',
      coverText: 'D0EBFF',
    },
    ornament: 'band',
  },
  {
    id: 'academic',
    name: '学术典雅',
    suits: '高中',
    fonts: { heading: '黑体', body: '宋体' },
    colors: {
      background: 'FBFAF7',
      title: '1F3864',
      text: '1A1A1A',
      accent: '8B1E3F',
      soft: 'F1EDE4',
      coverBackground: '1F3864',
      coverTitle: 'FFFFFF',
      coverText: 'E6DCC8',
    },
    ornament: 'rule',
  },
  {
    id: 'ink',
    name: '水墨国风',
    suits: '语文、历史',
    fonts: { heading: '楷体', body: '宋体' },
    colors: {
      background: 'F7F3EA',
      title: '2B2B2B',
      text: '2B2B2B',
      accent: 'A61E22',
      soft: 'ECE4D3',
      coverBackground: 'EDE6D6',
      coverTitle: '1F1F1F',
      coverText: '5A4A3A',
    },
    ornament: 'seal',
  },
  {
    id: 'science',
    name: '科技探究',
    suits: '物理、化学、生物、科学',
    fonts: { heading: '微软雅黑', body: '微软雅黑' },
    colors: {
      background: 'F4F9F9',
      title: '0B7285',
      text: '1B2A2F',
      accent: '5F3DC4',
      soft: 'E3FAFC',
      coverBackground: '0B3D4A',
      coverTitle: 'FFFFFF',
      coverText: '99E9F2',
    },
    ornament: 'band',
  },
];

/** The theme with that id, or undefined. */
export function findCoursewareTheme(id: string): CoursewareTheme | undefined {
  return COURSEWARE_THEMES.find((t) => t.id === id);
}

/** The theme the form proposes first: by subject where one suits it, else by 学段. */
export function defaultThemeId(period: CoursewarePeriod, subject: CoursewareSubject): string {
  if (subject === '语文' || subject === '历史') return period === '小学' ? 'lively' : 'ink';
  if (['物理', '化学', '生物', '科学'].includes(subject) && period !== '小学') return 'science';
  return period === '小学' ? 'lively' : period === '初中' ? 'clean' : 'academic';
}
