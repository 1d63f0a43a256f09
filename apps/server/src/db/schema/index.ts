/**
 * The database schema, one file per product area (`casing: 'snake_case'`: property `createdAt` is
 * column `created_at`). drizzle-kit reads this folder; migrations are generated with
 * `pnpm --filter @aita/server db:generate`.
 */
export * from './apps';
export * from './identity';
export * from './school';
export * from './activity';
export * from './storage';
export * from './assistant';
export * from './membership';
export * from './questionBank';
export * from './essayReview';
export * from './classroom';
export * from './examPaper';
export * from './transcription';
export * from './aiCourse';
export * from './courseware';
