import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at` and `updated_at`, both set on insert (`updatedAt` by the code on change). */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
