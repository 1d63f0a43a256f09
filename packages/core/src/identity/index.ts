export * from './constants';
export * from './common-info';
export * from './messages';
