import type { MessageDescriptor } from "@lingui/core";

/** A breadcrumb step above the current page. */
export type Crumb = { title: MessageDescriptor; to: string };

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Page title: the page header, the breadcrumb's last step, starred pages, document.title. */
    title?: MessageDescriptor;
    /** Breadcrumb steps between 首页 and the page. */
    crumbs?: Crumb[];
  }
}
