import { defineConfig } from "drizzle-kit";

// Only generates SQL from the schema (`npm run db:generate -w edge-api`); the server applies it.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
