// Apart from attention-link.tsx: the home route's loader (part of the entry chunk) imports only this.
/**
 * `clients.list`'s input for the home's needs-attention count: only the total is read
 * (`meta.total_count`), so one row is asked for. Scoped like the feed: a trainer's own clients
 * (`trainer_id`), admins their organization (no filter). The /clients screen's `?attention` filter
 * (listInput) asks the same scope, so the count matches the list the link opens.
 */
export function attentionInput(trainerId: number | null) {
  return {
    needs_attention: true,
    per_page: 1,
    ...(trainerId === null ? {} : { trainer_id: trainerId }),
  } as const;
}
