import { applyD1Migrations, env } from "cloudflare:test";

// Setup files run before each test file, outside per-test storage; applyD1Migrations() skips
// migrations already applied, so running it every time is safe.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
