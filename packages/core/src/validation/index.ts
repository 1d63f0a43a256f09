export * from './errors';
export * from './text-input';
export * from './avatar';
export * from './profile';
export * from './school-class';
export * from './user-rules';
export * from './class-book';
export * from './feature-access';
