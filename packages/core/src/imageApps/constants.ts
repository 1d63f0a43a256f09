/** Limits of the image apps (docs/imageApps.md "Limits"). */

/** Widest or tallest picture accepted, in pixels. */
export const IMAGE_MAX_SIDE = 8000;
/** Most pixels accepted (width × height): about a 40-megapixel photo. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Side of the colouring page made from a photo (the longer side, in pixels). */
export const LINEART_SIDE = 1600;
/** Title of a 手抄报, in characters. */
export const POSTER_TITLE_MAX = 16;
/** Sections of a 手抄报 (two to four boxes). */
export const POSTER_SECTIONS_MIN = 1;
export const POSTER_SECTIONS_MAX = 4;
export const POSTER_HEADING_MAX = 12;
export const POSTER_TEXT_MAX = 200;
/** An illustration's description, in characters. */
export const ILLUSTRATION_PROMPT_MAX = 500;
/** How often the page asks after an illustration job. */
export const IMAGE_TASK_POLL_MS = 2000;
