import { useEffect } from "react";
import { documentTitleOf, useBranding } from "./use-branding";

/** Keeps the tab's title on the page's title and the host's brand (see documentTitleOf). */
export function useDocumentTitle(page: string) {
  const branding = useBranding();
  const title = documentTitleOf(page, branding);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
