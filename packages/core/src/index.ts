export * from './constants';
export * from './messages';
export * from './codes';
export * from './domain/app';
