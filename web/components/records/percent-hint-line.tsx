import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { prescribedPercent } from "#shared/result-sets";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { percentHint } from "./percent-hint";
import { formatKg } from "./records-format";

type Item = { exercise_id: number | null; name: string; info: string | null };

/**
 * "≈ 105 kg" beside an item whose info prescribes a percentage ("4×5 @ 75%"): the client's weight
 * for it from their best e1RM (records.estimatedMaxes, one query per client shared by every item),
 * or a short "no e1RM yet". Nothing for an item without a percentage, so most items ask nothing.
 */
export function PercentHintLine({
  clientId,
  item,
  className,
}: {
  clientId: number;
  item: Item;
  className?: string;
}) {
  if (prescribedPercent(item.info) === null) return null;
  return <PercentHintFor clientId={clientId} item={item} className={className} />;
}

function PercentHintFor({ clientId, item, className }: { clientId: number; item: Item; className?: string }) {
  const { i18n } = useLingui();
  const { data } = useQuery(trpc.records.estimatedMaxes.queryOptions({ client_id: clientId }));
  const hint = data ? percentHint(item, data) : null;
  if (!hint) return null;
  const { percent } = hint;
  const weight = hint.kg === null ? "" : formatKg(hint.kg, i18n.locale);
  return (
    <span
      className={cn("block text-xs", hint.kg === null ? "text-muted-foreground" : "text-primary", className)}
      data-testid="percent-hint"
    >
      {hint.kg === null ? (
        <Trans>{percent}%：还没有估算 1RM</Trans>
      ) : (
        <Trans>
          {percent}% ≈ {weight}
        </Trans>
      )}
    </span>
  );
}
