export * from './greeting';
