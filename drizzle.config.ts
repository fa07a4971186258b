import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/tables.ts',
  out: './server/kernel/db/migrations',
});
