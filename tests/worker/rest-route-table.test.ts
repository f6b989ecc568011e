import { describe, expect, it } from "vitest";
import { loadOperations } from "../../worker/domains";
import { REST_ROUTES } from "../../worker/http/rest/route-table.generated";
import { restRouteTable } from "../../worker/http/rest/routes";

/**
 * The app registers its REST routes from a generated list, so routing a request loads no domain
 * (docs/decisions/2026-11-26-domains-load-lazily.md). The list must be the tables' own.
 */
describe("the generated REST route table", () => {
  it("is the operation tables' REST bindings (after a change: npx tsx scripts/build-rest-routes.ts)", async () => {
    expect(REST_ROUTES).toEqual(restRouteTable(await loadOperations()));
  });
});
