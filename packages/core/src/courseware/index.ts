export * from './types';
export * from './limits';
export * from './messages';
export * from './themes';
export * from './structure';
export * from './outline';
export * from './slides';
export * from './formula';
