import { useLingui } from "@lingui/react/macro";
import { Link, useMatches } from "@tanstack/react-router";
import { House } from "lucide-react";
import { Fragment } from "react";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@/components/ui/breadcrumb";
import { useDocumentTitle } from "@/lib/branding/document-title";
import { StarToggle } from "./starred";

/**
 * Title, star and breadcrumb of the current page, from the deepest route's staticData
 * (`title`, `crumbs`). Also keeps document.title in step.
 */
export function PageHeader() {
  const { t, i18n } = useLingui();
  const leaf = useMatches({ select: (m) => m[m.length - 1] });
  const title = leaf?.staticData.title ? i18n._(leaf.staticData.title) : "";
  const crumbs = leaf?.staticData.crumbs ?? [];
  const isHome = leaf?.fullPath === "/";

  useDocumentTitle(title);

  return (
    <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-1.5">
        <h1 className="truncate text-2xl font-semibold tracking-tight" data-testid="page-title">
          {title}
        </h1>
        <StarToggle />
      </div>
      <Breadcrumb aria-label={t`面包屑导航`} data-testid="breadcrumb">
        <BreadcrumbList>
          <BreadcrumbItem>
            {isHome ? (
              <BreadcrumbPage className="inline-flex items-center gap-1.5">
                <House className="size-3.5" />
                {t`首页`}
              </BreadcrumbPage>
            ) : (
              <BreadcrumbLink asChild>
                <Link to="/" className="inline-flex items-center gap-1.5">
                  <House className="size-3.5" />
                  {t`首页`}
                </Link>
              </BreadcrumbLink>
            )}
          </BreadcrumbItem>
          {crumbs.map((crumb) => (
            <Fragment key={crumb.to}>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbLink asChild>
                  <Link to={crumb.to}>{i18n._(crumb.title)}</Link>
                </BreadcrumbLink>
              </BreadcrumbItem>
            </Fragment>
          ))}
          {!isHome && title && (
            <>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbPage>{title}</BreadcrumbPage>
              </BreadcrumbItem>
            </>
          )}
        </BreadcrumbList>
      </Breadcrumb>
    </div>
  );
}
