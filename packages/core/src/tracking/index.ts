export * from './identity';
export * from './device-tag';
