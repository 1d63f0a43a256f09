export * from './key-value-storage';
export * from './expiring-storage';
