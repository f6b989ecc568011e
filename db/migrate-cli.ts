// `npm run db:migrate`: applies db/migrations to DATABASE_URL (a libSQL file or server, e.g. Turso).
// D1 gets the same files through `wrangler d1 migrations apply`.
import { migrateDatabase, openNodeDatabase } from "./node";

const url = process.env.DATABASE_URL || "file:.data/coach.db";
const { client } = await openNodeDatabase(url, process.env.DATABASE_AUTH_TOKEN);
await migrateDatabase(client);
client.close();
console.log(`Migrations applied to ${url.replace(/\/\/.*@/, "//…@")}`);
