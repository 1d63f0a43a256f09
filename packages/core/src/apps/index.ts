export * from './constants';
export * from './form';
