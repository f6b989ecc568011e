import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here; the same folder is wrangler's D1 `migrations_dir`
// and what the libSQL migrator applies on Node start.
export default defineConfig({
  dialect: "turso",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  dbCredentials: { url: process.env.DATABASE_URL ?? "file:.data/coach.db" },
});
