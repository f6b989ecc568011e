/** The inbox's one call: the first 50 conversations, unread first (the server's order), searched by `q`. */
export const inboxInput = (q: string | undefined) => ({ per_page: 50, ...(q ? { q } : {}) });
