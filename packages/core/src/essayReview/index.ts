export * from './types';
export * from './messages';
export * from './rubrics';
export * from './basic-check';
export * from './confusables';
export * from './marking';
export * from './class-summary';
export * from './revision';
