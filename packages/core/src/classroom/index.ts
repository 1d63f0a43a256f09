export * from './constants';
export * from './messages';
export * from './stats';
export * from './scores';
export * from './rollCall';
export * from './seating';
export * from './roster';
export * from './comments';
