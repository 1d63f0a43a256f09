/**
 * The slide-deck model courseware is written in. Slides are 16:9 (13.33 × 7.5 in); text is fitted by the writer
 * (smaller font, then continuation slides), so callers give content, not sizes.
 */

/** A bullet: text, or text with a level (2 is a sub-point). */
export type SlideBullet = string | { text: string; level?: 1 | 2 };

/** A picture with its pixel size (for the aspect ratio). */
export type SlideImage = {
  data: Uint8Array;
  format: 'png' | 'jpg';
  widthPx: number;
  heightPx: number;
  alt?: string;
};

type SlideBase = {
  /** Speaker notes (讲稿), shown to the teacher only. */
  notes?: string;
  /** A short label drawn as a badge beside the title (练习, 答案, 例题). */
  tag?: string;
};

/** One slide of a deck. */
export type Slide = SlideBase &
  (
    | { type: 'title'; title: string; subtitle?: string }
    | { type: 'bullets'; title: string; bullets: SlideBullet[] }
    | {
        type: 'twoColumn';
        title: string;
        left: { heading?: string; bullets: SlideBullet[] };
        right: { heading?: string; bullets: SlideBullet[] };
      }
    | {
        type: 'imageText';
        title: string;
        image: SlideImage;
        bullets: SlideBullet[];
        imageSide?: 'left' | 'right';
      }
    | { type: 'table'; title: string; rows: string[][]; header?: boolean; widths?: number[] }
    /** Bullets beside a framed space for a diagram the teacher adds (its caption inside). */
    | { type: 'concept'; title: string; bullets: SlideBullet[]; placeholder: string }
    /** A worked example: the problem in a box, then its numbered steps. */
    | { type: 'steps'; title: string; problem: string[]; steps: string[] }
  );

/** Colours (hex without `#`) and fonts of a deck. */
export type SlideTheme = {
  fonts: { heading: string; body: string };
  colors: {
    background: string;
    title: string;
    text: string;
    accent: string;
    tableHeaderFill: string;
    tableHeaderText: string;
    /** Light fill of boxes (an example's problem, a diagram's space); the background when absent. */
    soft?: string;
    /** The cover's background, title and subtitle colours; the slide colours when absent. */
    coverBackground?: string;
    coverTitle?: string;
    coverText?: string;
  };
  /**
   * The ornament on every titled slide: `rule` (a line under the title, the default), `band` (a band across
   * the top), `dots` (round shapes in two corners), `seal` (a bar down the left edge).
   */
  ornament?: 'rule' | 'band' | 'dots' | 'seal';
};

/** A whole deck. */
export type SlideDeck = {
  title: string;
  author?: string;
  theme?: {
    fonts?: Partial<SlideTheme['fonts']>;
    colors?: Partial<SlideTheme['colors']>;
    ornament?: SlideTheme['ornament'];
  };
  /** A school's logo, drawn in the bottom-right corner of every slide and on the cover. */
  logo?: SlideImage;
  slides: Slide[];
};
