import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      SEED_DB: D1Database;
      UPLOADS: R2Bucket;
      TEST_MIGRATIONS: D1Migration[];
      JWT_SECRET: string;
      PASSWORD_PEPPER: string;
      SUPER_ADMIN_EMAIL: string;
      SUPER_ADMIN_PASSWORD: string;
      SEED_DEMO: string;
      REALTIME: DurableObjectNamespace;
    }
    interface GlobalProps {
      mainModule: typeof import("../../worker/runtime/edge/index");
    }
  }
}
