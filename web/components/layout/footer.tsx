import { Trans } from "@lingui/react/macro";
import { Heart } from "lucide-react";

/** Static footer. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="px-4 pb-5 lg:px-8" data-testid="footer">
      <div className="flex flex-col items-center justify-between gap-2 border-t pt-4 text-xs text-muted-foreground sm:flex-row">
        <span>
          © {year} Coach · <Trans>健身教练与学员训练管理平台</Trans>
        </span>
        <span className="inline-flex items-center gap-1">
          <Trans>
            为每一位教练用心打造 <Heart className="size-3 fill-rose-500 text-rose-500" />
          </Trans>
        </span>
      </div>
    </footer>
  );
}
