export * from './provider';
export * from './openai-compatible';
export * from './offline-knowledge';
export * from './help-corpus';
export * from './answer-pipeline';
export * from './engines';
