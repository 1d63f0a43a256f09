export * from './cookie-jar';
export * from './cookie-string';
