export * from './pending-slot';
export * from './parse';
export * from './intent-store';
