import type { MessageDescriptor } from "@lingui/core";

/** A breadcrumb step above the current page. */
export type Crumb = { title: MessageDescriptor; to: string };

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Page title: the page header, the breadcrumb's last step, starred pages, document.title. */
    title?: MessageDescriptor;
    /** Breadcrumb steps between 首页 and the page. */
    crumbs?: Crumb[];
    /**
     * Identity of the page for the shell's enter transition (which remounts the page), by default
     * its pathname. A screen whose path also names an open item (the calendar's
     * `/clients/{slug}/workouts/{id}`) returns the path without it, so opening or closing the item
     * keeps the screen mounted and still.
     */
    pageKey?: (params: Record<string, string | undefined>) => string;
  }
}
