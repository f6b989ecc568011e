import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Scale } from "lucide-react";
import { displayWeight } from "#shared/body-units";
import { useSession } from "@/lib/auth";
import { formatDay } from "@/lib/format";
import { trpc } from "@/lib/trpc";

/**
 * The client's latest bodyweight in the calendar header, in the viewer's units, linking to the
 * 进展 view. One entry is read (`progress.weightTrackings.list`, newest first, a page of one);
 * nothing shows when the client has none.
 */
export function LatestBodyweight({ clientId, slug }: { clientId: number; slug: string }) {
  const { t, i18n } = useLingui();
  const units = useSession()?.user?.units === "imperial" ? "imperial" : "metric";
  const { data } = useQuery(
    trpc.progress.weightTrackings.list.queryOptions({ client_id: clientId, page: 1, per_page: 1 }),
  );
  const latest = data?.weight_trackings.find((w) => w.weight_kg != null);
  if (!latest?.weight_kg) return null;
  const { value, unit } = displayWeight(latest.weight_kg, units);
  const day = formatDay(latest.date, i18n.locale);
  return (
    <Link
      to="/clients/$slug/progress"
      params={{ slug }}
      className="flex items-center gap-1.5 rounded-md px-1.5 py-1 text-xs hover:bg-accent"
      title={t`${day} 的体重，查看进展`}
      data-testid="latest-bodyweight"
    >
      <Scale className="size-3.5 text-muted-foreground" aria-hidden="true" />
      <span className="text-muted-foreground">
        <Trans>体重</Trans>
      </span>
      <span className="font-semibold tabular-nums">
        {value} {unit}
      </span>
    </Link>
  );
}
