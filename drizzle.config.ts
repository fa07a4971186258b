import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/db/self-service-schema.ts', './server/db/season-schema.ts'],
  out: './server/db/migrations',
});
