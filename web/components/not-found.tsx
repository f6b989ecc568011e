import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, House } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/branding/document-title";
import { HostBrand } from "./branding/host-brand";

/** The 404 page (/error-404 and /pages/error-404) with a way home. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`页面不存在`);
  return (
    <div
      className="relative grid min-h-svh place-items-center overflow-hidden bg-background px-6"
      data-testid="not-found"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative flex max-w-md flex-col items-center text-center">
        <Link to="/" className="mb-10 flex items-center gap-3">
          <HostBrand />
        </Link>
        <div className="bg-gradient-to-br from-primary to-violet-500 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl">
          404
        </div>
        <h1 className="mt-4 text-2xl font-semibold">
          <Trans>页面不存在</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>您访问的页面不存在或已被移动。请检查链接，或返回首页继续。</Trans>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/" data-testid="go-home">
              <House />
              <Trans>返回首页</Trans>
            </Link>
          </Button>
          <Button variant="outline" size="lg" onClick={() => window.history.back()}>
            <ArrowLeft />
            <Trans>返回上一页</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
