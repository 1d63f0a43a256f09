export * from './aho-corasick';
export * from '../platform/text/normalize';
export * from './default-words';
export * from './sensitive-words';
