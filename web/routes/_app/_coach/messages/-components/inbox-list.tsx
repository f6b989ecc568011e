import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Inbox, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { trpc } from "@/lib/trpc";
import { inboxInput } from "./inbox-input";
import { InboxRowView } from "./inbox-row";

/** The inbox: search over messages (debounced, kept in the URL), conversations unread first, then latest. */
export function InboxList({ q, activeClientId }: { q: string; activeClientId: number | null }) {
  const { t } = useLingui();
  const navigate = useNavigate({ from: "/messages/" });
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(
      () => void navigate({ search: (s) => ({ ...s, q: text.trim() || undefined }), replace: true }),
      300,
    );
    return () => clearTimeout(timer);
  }, [text, q, navigate]);
  const inbox = useQuery({
    ...trpc.conversations.inbox.queryOptions(inboxInput(q)),
    placeholderData: keepPreviousData,
  });
  const rows = inbox.data?.conversations ?? [];
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="relative border-b p-3">
        <Search className="pointer-events-none absolute top-1/2 left-5.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`搜索消息或学员`}
          aria-label={t`搜索消息`}
          className="pl-8"
          data-testid="inbox-search"
        />
      </div>
      <ul
        className={`min-h-0 flex-1 overflow-y-auto ${inbox.isPlaceholderData ? "opacity-60" : ""}`}
        data-testid="inbox"
      >
        {inbox.isPending &&
          [0, 1, 2, 3].map((i) => (
            <li key={i} className="flex gap-3 p-3" aria-hidden="true">
              <div className="size-10 animate-pulse rounded-full bg-muted" />
              <div className="flex-1 space-y-2">
                <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
                <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
              </div>
            </li>
          ))}
        {inbox.isSuccess && rows.length === 0 && (
          <li className="flex flex-col items-center gap-2 px-6 py-12 text-center text-sm text-muted-foreground">
            <Inbox className="size-8 opacity-50" />
            {q ? (
              <Trans>没有匹配的消息</Trans>
            ) : (
              <Trans>还没有对话。在学员列表选择学员，即可发送消息。</Trans>
            )}
            {!q && (
              <Link to="/clients" className="text-primary underline-offset-2 hover:underline">
                <Trans>去学员列表</Trans>
              </Link>
            )}
          </li>
        )}
        {rows.map((row) => (
          <InboxRowView key={row.id} row={row} active={row.client_id === activeClientId} />
        ))}
      </ul>
    </div>
  );
}
