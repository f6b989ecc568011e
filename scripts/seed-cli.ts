// `npm run db:seed`: bootstraps the super admin and, on a database without organizations, demo data.

import { migrateDatabase, openNodeDatabase } from "../db/node";
import { configFromEnv, systemClock } from "../worker/config";
import { ensureSuperAdmin } from "../worker/services/bootstrap";
import { seedDemo } from "../worker/services/demo-seed";
import { logSmsSender } from "../worker/services/deps";

const url = process.env.DATABASE_URL || "file:.data/coach.db";
const { client, db } = await openNodeDatabase(url, process.env.DATABASE_AUTH_TOKEN);
await migrateDatabase(client);
// Seeding signs nothing, but the config needs a secret: a throwaway one is fine here.
const config = configFromEnv(process.env, process.env.JWT_SECRET || crypto.randomUUID().repeat(2));
const deps = { db, config, clock: systemClock, sms: logSmsSender };
const admin = await ensureSuperAdmin(deps);
const demo = await seedDemo(deps);
client.close();
console.log(
  `super admin ${admin.email} ${admin.created ? "created" : "exists"}; demo data ${demo.seeded ? "seeded" : "already there"}`,
);
