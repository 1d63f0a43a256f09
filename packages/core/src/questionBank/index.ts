export * from './types';
export * from './knowledge';
export * from './rules';
export * from './messages';
export * from './import';
export * from './arithmetic';
export * from './generate';
export * from './similar';
