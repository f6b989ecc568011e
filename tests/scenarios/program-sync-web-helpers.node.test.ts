import { describe, expect, it } from "vitest";
import {
  groupsOf,
  mergeAnswers,
  SYNC_GROUP_CLIENTS,
} from "../../web/routes/_app/_coach/programs/$id/-components/sync/groups";

/** The sync dialog's grouping of a large program (the browser test covers the dialog itself). */
describe("program sync dialog helpers", () => {
  it("cuts the clients into groups of SYNC_GROUP_CLIENTS, in order", () => {
    const ids = Array.from({ length: 2 * SYNC_GROUP_CLIENTS + 1 }, (_, i) => i + 1);
    const groups = groupsOf(ids);
    expect(groups.map((g) => g.length)).toEqual([SYNC_GROUP_CLIENTS, SYNC_GROUP_CLIENTS, 1]);
    expect(groups.flat()).toEqual(ids);
    expect(groupsOf([])).toEqual([]);
  });

  it("merges the groups' answers: their clients in order, the totals added up", () => {
    const row = (client_id: number, updated: number, kept: number) => ({
      client_id,
      name: `学员${client_id}`,
      updated,
      added: 0,
      removed: 0,
      customised: 0,
      unchanged: 0,
      kept,
      unlinked: 0,
    });
    const answer = (rows: ReturnType<typeof row>[]) => ({
      success: 0,
      msg: "计划已同步",
      dry_run: true,
      totals: rows[0]!,
      clients: rows,
    });
    const merged = mergeAnswers([answer([row(1, 2, 0), row(2, 0, 1)]), answer([row(3, 1, 1)])]);
    expect(merged?.clients.map((c) => c.client_id)).toEqual([1, 2, 3]);
    expect(merged?.totals).toMatchObject({ updated: 3, kept: 2, added: 0 });
    expect(mergeAnswers([])).toBeNull();
  });
});
