import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/postgres.ts',
  out: './server/db/migrations/postgres',
});
