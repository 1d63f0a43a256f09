import { defineConfig } from 'drizzle-kit';

// Reads every file of src/db/schema/ (one per product area). `pnpm db:generate` writes SQL
// migrations to drizzle/ (committed); the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema',
    './src/jobs/tables.ts',
    './src/platform/search/tables.ts',
    './src/modules/files/tables.ts',
    './src/modules/knowledge/tables.ts',
  ],
  out: './drizzle',
  casing: 'snake_case',
});
