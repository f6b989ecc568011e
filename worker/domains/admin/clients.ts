import { and, asc, count, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { clients, organizations, trainers, users } from "../../../db/schema";
import { requireSuper } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { containsText } from "../libraries/sql";
import { paged, pageWindow } from "../shared/paging";
import { nameOrder } from "../users/name-key";
import type { TAdminClientsQuery } from "./schemas";

const trainerUsers = alias(users, "trainer_users");

/** GET /admin/clients: clients of every organization, one page, newest first. */
export async function listClients(deps: ServiceDeps, actor: Actor, query: TAdminClientsQuery) {
  requireSuper(actor);
  const window = pageWindow(query);
  const where = and(
    query.organization_id ? eq(clients.organization_id, query.organization_id) : undefined,
    query.trainer_id ? eq(clients.trainer_id, query.trainer_id) : undefined,
    query.q
      ? or(
          containsText(users.name, query.q),
          containsText(users.email, query.q),
          containsText(users.phone_number, query.q),
        )
      : undefined,
  );
  const { rows, meta } = await paged(
    window,
    (w) =>
      deps.db
        .select({
          client: {
            id: clients.id,
            slug: clients.slug,
            state: clients.state,
            created_at: clients.created_at,
            trainer_id: clients.trainer_id,
          },
          user: { name: users.name, email: users.email, phone_number: users.phone_number },
          organization: { id: organizations.id, name: organizations.name },
          trainerName: trainerUsers.name,
        })
        .from(clients)
        .innerJoin(users, eq(users.id, clients.user_id))
        .leftJoin(organizations, eq(organizations.id, clients.organization_id))
        .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
        .leftJoin(trainerUsers, eq(trainerUsers.id, trainers.user_id))
        .where(where)
        // By name in pinyin order (users.name_key), as the coach's client list.
        .orderBy(nameOrder, asc(clients.id))
        .limit(w.size)
        .offset(w.offset),
    () =>
      deps.db
        .select({ n: count() })
        .from(clients)
        .innerJoin(users, eq(users.id, clients.user_id))
        .where(where),
  );
  return {
    clients: rows.map((r) => ({
      id: r.client.id,
      slug: r.client.slug,
      name: r.user.name,
      email: r.user.email,
      phone_number: r.user.phone_number,
      state: r.client.state,
      organization: r.organization?.id != null ? r.organization : null,
      trainer: r.client.trainer_id !== null ? { id: r.client.trainer_id, name: r.trainerName ?? "" } : null,
      created_at: r.client.created_at,
    })),
    meta,
  };
}
