import { Trans } from "@lingui/react/macro";

/** The id of the element the skip link moves to: the page's <main>, focusable by script (tabIndex -1). */
export const MAIN_ID = "main";

/**
 * "Skip to main content" (WCAG 2.4.1): the first thing Tab reaches, above the page while focused
 * and out of sight otherwise. It focuses <main> itself rather than following the fragment, so the
 * router never sees a hash change and the next Tab continues inside the page.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="fixed top-3 left-3 z-[100] -translate-y-20 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground text-sm shadow-lg focus:translate-y-0"
      data-testid="skip-link"
    >
      <Trans>跳到主要内容</Trans>
    </a>
  );
}
