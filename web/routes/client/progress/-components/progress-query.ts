import { useQuery } from "@tanstack/react-query";
import { useClientContext } from "@/lib/client-app/queries";
import { trpc } from "@/lib/trpc";

/**
 * The client's own 进展 answer (`progress.overview`), read once by every section. Not kept for
 * offline reading (the photo addresses are signed for an hour and the photos are private): offline,
 * the sections show what waits in the queue.
 */
export function useClientProgress() {
  const { clientId } = useClientContext();
  return useQuery(trpc.progress.overview.queryOptions({ client_id: clientId }));
}
