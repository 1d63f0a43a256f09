export * from './errors';
export * from './parser';
export * from './decoder';
export * from './status';
export * from './lifecycle';
