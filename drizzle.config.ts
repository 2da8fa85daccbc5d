import { defineConfig } from 'drizzle-kit';

/** Generates SQL migrations from src/gateway/db/schema.ts into src/gateway/db/migrations (committed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/gateway/db/schema.ts',
  out: './src/gateway/db/migrations',
});
