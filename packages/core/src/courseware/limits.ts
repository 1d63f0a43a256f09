/** Limits of a courseware, shared by the contract's rules, the server and the editor. */

/** Longest 课题. */
export const COURSEWARE_TOPIC_MAX = 40;
/** Longest section or slide title. */
export const COURSEWARE_TITLE_MAX = 40;
/** Longest bullet point, step or answer line. */
export const COURSEWARE_POINT_MAX = 200;
/** Most points (or steps) of one section or slide. */
export const COURSEWARE_POINTS_MAX = 12;
/** Most sections of an outline. */
export const COURSEWARE_SECTIONS_MAX = 20;
/** Most slides of a deck (title and answer slides included). */
export const COURSEWARE_SLIDES_MAX = 40;
/** Longest speaker notes of a slide. */
export const COURSEWARE_NOTES_MAX = 1000;
/** Highest 课时 number. */
export const COURSEWARE_LESSON_NO_MAX = 6;
/** Page size of the teacher's courseware list. */
export const COURSEWARE_PAGE_SIZE = 20;
