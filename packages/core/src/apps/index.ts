export * from './constants';
export * from './form';
export * from './areas';
