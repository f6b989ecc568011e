import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { joinClients } from "@/components/clients/model";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { useSession } from "@/lib/auth";
import { trpc } from "@/lib/trpc";

/** Clients listed per search (search to reach the others). */
const SHOWN = 50;

/**
 * The clients a document is shared with: a search and a checkbox per client. A trainer sees its
 * own clients only (the server refuses another trainer's); admins the organization's.
 */
export function DocumentClientPicker({
  picked,
  onChange,
}: {
  picked: ReadonlyMap<number, string>;
  onChange: (next: ReadonlyMap<number, string>) => void;
}) {
  const { t } = useLingui();
  const session = useSession();
  const ownTrainer = session?.role === "trainer" ? (session.trainer?.id ?? null) : null;
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useQuery({
    ...trpc.clients.list.queryOptions({
      order: "name_ASC",
      page: 1,
      per_page: SHOWN,
      ...(q ? { q } : {}),
      ...(ownTrainer !== null ? { trainer_id: ownTrainer } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const entries = list.data ? joinClients(list.data) : [];
  const count = picked.size;
  const toggle = (id: number, name: string, on: boolean) => {
    const next = new Map(picked);
    if (on) next.set(id, name);
    else next.delete(id);
    onChange(next);
  };
  return (
    <div className="space-y-2" data-testid="document-client-picker">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`搜索学员姓名、邮箱或手机号`}
          aria-label={t`搜索学员`}
          className="pl-9"
          maxLength={100}
          data-testid="document-client-search"
        />
      </div>
      <p className="text-muted-foreground text-xs" aria-live="polite">
        <Trans>已选 {count} 位学员</Trans>
      </p>
      <ul className="max-h-48 space-y-0.5 overflow-y-auto rounded-md border p-1" aria-label={t`学员`}>
        {entries.map(({ client, user }) => {
          const name = user?.name ?? `#${client.id}`;
          const id = `document-client-${client.id}`;
          return (
            <li key={client.id} className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-muted/60">
              <Checkbox
                id={id}
                checked={picked.has(client.id)}
                onCheckedChange={(on) => toggle(client.id, name, on === true)}
                data-testid="document-client-option"
                data-name={name}
              />
              <label htmlFor={id} className="min-w-0 flex-1 truncate text-sm">
                {name}
              </label>
            </li>
          );
        })}
        {list.data && entries.length === 0 && (
          <li className="px-2 py-3 text-center text-muted-foreground text-sm">
            <Trans>没有符合的学员</Trans>
          </li>
        )}
      </ul>
    </div>
  );
}
