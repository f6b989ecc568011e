import { useLingui } from "@lingui/react/macro";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage, isUnauthorized } from "@/lib/errors";

/**
 * A route failed to load (its code or its data). A 401 is already being turned into a sign-in
 * redirect, so nothing is shown for it; a failed chunk (e.g. after a deploy) asks for a reload.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  if (isUnauthorized(error)) return null;
  const chunk =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|chunk/i.test(error.message);
  return (
    <div className="grid min-h-[50vh] place-items-center p-6" data-testid="route-error">
      <div className="max-w-md text-center">
        <h2 className="text-lg font-semibold">{t`页面加载失败`}</h2>
        <p className="mt-2 text-sm text-muted-foreground">
          {chunk ? t`页面加载失败，请刷新后重试` : errorMessage(i18n, error)}
        </p>
        <Button
          className="mt-5"
          variant="outline"
          onClick={() => {
            if (chunk) window.location.reload();
            else {
              reset();
              void router.invalidate();
            }
          }}
        >
          <RotateCcw />
          {t`重试`}
        </Button>
      </div>
    </div>
  );
}
