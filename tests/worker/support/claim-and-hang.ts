// A job runner that claims `key` (argv[2]) on DATABASE_URL, says so, and hangs in the work until it
// is killed: tests/worker/jobs-kill.test.ts kills it with SIGKILL between claim and done.
import { openNodeDatabase } from "../../../db/node";
import { systemClock } from "../../../worker/config";
import { runJobsTick } from "../../../worker/domains/jobs/runner";
import { logSmsSender } from "../../../worker/services/deps";
import { TEST_CONFIG } from "../../helpers/db";

const key = process.argv[2] ?? "kill-test";
const { db } = await openNodeDatabase(process.env.DATABASE_URL ?? "");
await runJobsTick(
  { db, config: TEST_CONFIG, clock: systemClock, sms: logSmsSender },
  {
    kinds: [
      {
        name: "kill-test",
        leaseSeconds: 300,
        async due() {
          return [
            {
              key,
              run: () => {
                console.log("working");
                return new Promise<void>(() => {});
              },
            },
          ];
        },
      },
    ],
  },
);
