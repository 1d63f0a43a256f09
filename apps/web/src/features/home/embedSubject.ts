// Kept apart from EmbedTabs.tsx: the application centre reads the subject, and the tabs
// themselves load only in os=jzax mode (their own chunk).

/** localStorage key of the subject chosen in the os=jzax top bar. */
export const EMBED_SUBJECT_KEY = 'aita.embed.subject';

/** The subject chosen in the os=jzax top bar, `''` when none (or storage is unavailable). */
export function storedEmbedSubject(): string {
  try {
    return window.localStorage.getItem(EMBED_SUBJECT_KEY) ?? '';
  } catch (_error) {
    return '';
  }
}
