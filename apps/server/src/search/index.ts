export * from './web-search';
export * from './text-index';
export * from './corpus-search';
export * from './searxng';
export * from './context';
