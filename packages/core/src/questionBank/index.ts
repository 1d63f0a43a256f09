export * from './types';
export * from './knowledge';
export * from './rules';
export * from './messages';
