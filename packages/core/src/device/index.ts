export * from './uuid';
export * from './device-id';
