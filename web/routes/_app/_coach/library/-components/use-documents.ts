import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/lib/auth";
import { type RouterOutputs, trpc } from "@/lib/trpc";

export type OrgDocument = RouterOutputs["documents"]["list"]["documents"][number];

/** The signed-in coach's organization's documents (none for a super admin outside one). */
export function useOrganizationDocuments() {
  const organizationId = useSession()?.organization?.id ?? null;
  const query = useQuery({
    ...trpc.documents.list.queryOptions({ organization_id: organizationId ?? 0 }),
    enabled: organizationId !== null,
  });
  return { organizationId, query };
}

/** Clients a names lookup reads at most (the server's page limit); others show by number. */
const NAMES_MAX = 1000;

/**
 * Client names by id for the acknowledgement lists: one `clients.list` of the organization (every
 * state, archived ones too, since a document may have been shared before archiving).
 */
export function useClientNames() {
  const list = useQuery(trpc.clients.list.queryOptions({ order: "name_ASC", page: 1, per_page: NAMES_MAX }));
  const archived = useQuery(
    trpc.clients.list.queryOptions({ order: "name_ASC", page: 1, per_page: NAMES_MAX, state: "archived" }),
  );
  const names = new Map<number, string>();
  for (const answer of [list.data, archived.data]) {
    const users = new Map((answer?.users ?? []).map((u) => [u.id, u.name]));
    for (const c of answer?.clients ?? []) names.set(c.id, users.get(c.user_id) ?? "");
  }
  return names;
}
