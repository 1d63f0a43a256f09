export * from './bucket';
