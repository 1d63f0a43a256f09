export * from './aho-corasick';
export * from './normalize';
export * from './default-words';
export * from './sensitive-words';
