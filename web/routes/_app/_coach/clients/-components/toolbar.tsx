import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { STATE_LABELS } from "@/components/clients/model";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { useSession } from "@/lib/auth";
import { trpc } from "@/lib/trpc";
import { AddClientButton, useClientsSearch, useSetSearch } from "./clients-page";
import { ownTrainerId } from "./list-input";
import { type ClientOrder, STATE_FILTERS, type StateFilter } from "./search-params";

const SEARCH_DEBOUNCE_MS = 300;
const ALL = "all";

/** Search (debounced, server-side), filters and the add button above the list. */
export function Toolbar({ onAdd, total }: { onAdd: () => void; total: number }) {
  const { t, i18n } = useLingui();
  const search = useClientsSearch();
  const setSearch = useSetSearch();
  const session = useSession();
  const own = ownTrainerId(session);
  const scopeId = useId();
  const trainers = useQuery(trpc.trainers.list.queryOptions());
  const trainerNames = new Map((trainers.data?.users ?? []).map((u) => [u.id, u.name]));
  // A trainer picks among trainers only once they look at the whole organization.
  const showTrainerFilter = own === null || search.all === true;

  const [text, setText] = useState(search.q ?? "");
  const lastSent = useRef(search.q ?? "");
  // The URL changed elsewhere (back, clear filters): show its query.
  useEffect(() => {
    if ((search.q ?? "") !== lastSent.current) {
      lastSent.current = search.q ?? "";
      setText(search.q ?? "");
    }
  }, [search.q]);
  useEffect(() => {
    const q = text.trim();
    if (q === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = q;
      void setSearch({ q: q || undefined }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setSearch]);

  return (
    <Card className="py-4">
      <CardContent className="flex flex-col gap-3 px-4 lg:flex-row lg:flex-wrap lg:items-center">
        <div className="relative min-w-0 flex-1 lg:max-w-sm">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t`搜索姓名、邮箱或手机号`}
            aria-label={t`搜索学员`}
            className="pl-9"
            maxLength={100}
            data-testid="clients-search"
          />
          {text && (
            <button
              type="button"
              onClick={() => setText("")}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm p-1 text-muted-foreground hover:text-foreground"
              aria-label={t`清除搜索`}
            >
              <X className="size-3.5" />
            </button>
          )}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
          <Select
            value={search.state ?? ALL}
            onValueChange={(v) => setSearch({ state: v === ALL ? undefined : (v as StateFilter) })}
          >
            <SelectTrigger className="sm:w-36" aria-label={t`状态`} data-testid="state-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>
                <Trans>全部状态</Trans>
              </SelectItem>
              {STATE_FILTERS.map((s) => (
                <SelectItem key={s} value={s}>
                  {i18n._(STATE_LABELS[s])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {showTrainerFilter && (
            <Select
              value={search.trainer ? String(search.trainer) : ALL}
              onValueChange={(v) => setSearch({ trainer: v === ALL ? undefined : Number(v) })}
            >
              <SelectTrigger className="sm:w-40" aria-label={t`教练`} data-testid="trainer-filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>
                  <Trans>全部教练</Trans>
                </SelectItem>
                {(trainers.data?.trainers ?? []).map((tr) => (
                  <SelectItem key={tr.id} value={String(tr.id)}>
                    {trainerNames.get(tr.user_id) ?? `#${tr.id}`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
          <PhoneSort />
          <Button
            variant={search.attention ? "default" : "outline"}
            onClick={() => setSearch({ attention: !search.attention })}
            aria-pressed={search.attention === true}
            data-testid="attention-filter"
            className="col-span-2 sm:col-span-1"
          >
            <AlertTriangle />
            <Trans>需要关注</Trans>
          </Button>
          {own !== null && (
            <div className="col-span-2 flex items-center gap-2 text-sm sm:col-span-1 sm:px-1">
              <Switch
                id={scopeId}
                checked={search.all === true}
                onCheckedChange={(on) => setSearch({ all: on || undefined, trainer: undefined })}
                data-testid="scope-switch"
              />
              <label htmlFor={scopeId}>
                <Trans>整个组织</Trans>
              </label>
            </div>
          )}
        </div>
        <div className="flex items-center justify-between gap-3 lg:ml-auto">
          <span className="text-sm text-muted-foreground" data-testid="clients-total">
            <Trans>共 {total} 位</Trans>
          </span>
          <AddClientButton onClick={onAdd} />
        </div>
      </CardContent>
    </Card>
  );
}

/** Phones have no column headers to click: the same orders as a select. */
function PhoneSort() {
  const { t } = useLingui();
  const search = useClientsSearch();
  const setSearch = useSetSearch();
  const options: Array<[ClientOrder, string]> = [
    ["name_ASC", t`按姓名`],
    ["compliance_7_ASC", t`7 天完成率从低到高`],
    ["compliance_7_DESC", t`7 天完成率从高到低`],
    ["compliance_30_ASC", t`30 天完成率从低到高`],
    ["compliance_90_ASC", t`90 天完成率从低到高`],
    ["last_completed_DESC", t`最近完成的在前`],
    ["due_ASC", t`计划最早结束的在前`],
  ];
  const current = search.order ?? "name_ASC";
  const known = options.some(([value]) => value === current);
  return (
    <Select value={current} onValueChange={(v) => setSearch({ order: v as ClientOrder })}>
      <SelectTrigger className="col-span-2 md:hidden" aria-label={t`排序`} data-testid="phone-sort">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {!known && <SelectItem value={current}>{t`当前排序`}</SelectItem>}
        {options.map(([value, label]) => (
          <SelectItem key={value} value={value}>
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
