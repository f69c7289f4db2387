import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from the Drizzle schema: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/drizzle',
});
