export * from './constants';
export * from './messages';
export * from './types';
export * from './rules';
export * from './diskAccess';
export * from './diskNames';
