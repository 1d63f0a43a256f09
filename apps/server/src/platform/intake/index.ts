/**
 * File intake (docs/architecture/intake.md): receive an upload to a temp file with a byte
 * limit, decide its type from the bytes and refuse hostile files, store it, extract its text.
 */
export * from './errors';
export * from './extract';
export * from './inspect';
export * from './limits';
export * from './name';
export * from './object-sink';
export * from './receive';
