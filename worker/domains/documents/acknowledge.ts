import { and, eq } from "drizzle-orm";
import { document_acknowledgements, documents } from "../../../db/schema";
import { AppError } from "../../errors";
import { isClientActor } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadOwnClient } from "../clients/visibility";
import { visibleToClientWhere } from "./audience";
import { documentViews } from "./view";

/**
 * POST /documents/{id}/acknowledge: the client says "我已阅读并同意". Only a client, and only for a
 * document shared with it (else 404). The first time is kept: acknowledging again changes nothing.
 */
export async function acknowledgeDocument(deps: ServiceDeps, actor: Actor, id: number) {
  if (!isClientActor(actor)) throw new AppError("FORBIDDEN");
  const client = await loadOwnClient(deps, actor);
  if (client.organizationId === null) throw new AppError("NOT_FOUND");
  const [row] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), visibleToClientWhere(client.organizationId, client.id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  await deps.db
    .insert(document_acknowledgements)
    .values({ document_id: id, client_id: client.id, acknowledged_at: deps.clock.now().toISOString() })
    .onConflictDoNothing();
  const [view] = await documentViews(deps, actor, [row], { clientId: client.id });
  return { document: view! };
}
