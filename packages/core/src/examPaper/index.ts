export * from './types';
export * from './headings';
export * from './difficulty';
export * from './messages';
export * from './assembly';
export * from './blueprint';
export * from './item-edit';
export * from './basket-store';
