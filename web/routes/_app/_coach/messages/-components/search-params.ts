/** /messages search: the open client's thread and the inbox search text (plain parser: it is part of the route tree). */
export type MessagesSearch = { client?: number; q?: string };

export function validateMessagesSearch(raw: Record<string, unknown>): MessagesSearch {
  const search: MessagesSearch = {};
  const client = Number(raw.client);
  if (Number.isInteger(client) && client > 0) search.client = client;
  if (typeof raw.q === "string" && raw.q.trim() !== "") search.q = raw.q.slice(0, 100);
  return search;
}
