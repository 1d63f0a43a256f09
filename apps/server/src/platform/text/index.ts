/** Text helpers shared by every in-memory index and the moderation filter. */
export { bigramKey, bigramTerms, codePoints } from './bigrams';
export { forEachSignificant, isIgnorable, normalizeText, normalizeWord } from './normalize';
