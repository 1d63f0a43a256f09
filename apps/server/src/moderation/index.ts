export * from './aho-corasick';
export { forEachSignificant, isIgnorable, normalizeWord } from '../platform/text';
export * from './default-words';
export * from './sensitive-words';
