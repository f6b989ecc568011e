import { expect } from "vitest";
import { createClient } from "./clients.scenarios";
import { expectStatus, type ScenarioGroup, setupTwoOrganizations } from "./harness";

/**
 * Coach notes (issue 32) in both runtimes. Documents need an upload store, which the Node scenario
 * runner has none of: they are tested on Node in tests/worker/documents.test.ts.
 */
export const noteScenarios: ScenarioGroup = {
  name: "notes",
  scenarios: [
    {
      name: "a coach keeps a pinned note on a client; another organization's coach gets 404",
      async run(t) {
        const { api, coachA, coachB } = await setupTwoOrganizations(t);
        const client = await createClient(api, coachA);
        const made = await api.post(
          `/api/clients/${client.id}/notes`,
          { note: { body: "膝盖旧伤", pinned: true } },
          { token: coachA.token },
        );
        expectStatus(made, 201);
        const list = await api.get(`/api/clients/${client.id}/notes`, { token: coachA.token });
        expect(list.body.notes).toMatchObject([{ body: "膝盖旧伤", pinned: true }]);
        expectStatus(await api.get(`/api/clients/${client.id}/notes`, { token: coachB.token }), 404);
        expectStatus(await api.delete(`/api/notes/${made.body.note.id}`, { token: coachA.token }), 200);
      },
    },
  ],
};
