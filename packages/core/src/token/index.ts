export * from './token-store';
export * from './refresh';
