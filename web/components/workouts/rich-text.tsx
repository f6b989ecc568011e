import { Fragment, type ReactNode, useMemo } from "react";
import { RICH_TEXT_TAGS, SAFE_LINK } from "#shared/rich-text-rules";
import { cn } from "@/lib/utils";

/**
 * Shows a workout's rich-text `short_description` without injecting HTML: the (already
 * server-sanitised, worker/domains/workouts/html.ts) markup is parsed into an inert document and
 * rebuilt as React elements from the same allow-list — unknown elements keep only their text,
 * attributes are dropped except an http(s)/mailto link target.
 */
const TAGS = RICH_TEXT_TAGS;
const SAFE_HREF = SAFE_LINK;

function convert(node: Node, key: number, links: boolean): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const children = [...el.childNodes].map((child, i) => convert(child, i, links));
  if (!TAGS.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === "br") return <br key={key} />;
  if (tag === "a") {
    const href = el.getAttribute("href")?.trim() ?? "";
    if (!SAFE_HREF.test(href)) return <Fragment key={key}>{children}</Fragment>;
    // Inside something clickable (a calendar card is a button) a link would be a nested control.
    if (!links) {
      return (
        <span key={key} className="underline">
          {children}
        </span>
      );
    }
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer" className="text-primary underline">
        {children}
      </a>
    );
  }
  const Tag = tag as "p";
  return <Tag key={key}>{children.length > 0 ? children : null}</Tag>;
}

export function richTextNodes(html: string | null | undefined, links = true): ReactNode[] {
  if (!html || typeof DOMParser === "undefined") return [];
  // An inert document: nothing in it runs or loads (no scripts, no images fetched).
  const doc = new DOMParser().parseFromString(html, "text/html");
  return [...doc.body.childNodes].map((child, i) => convert(child, i, links));
}

/** Typography for the description's markup (lists keep their bullets and numbers). */
export const RICH_TEXT_CLASS =
  "[&_ol]:list-decimal [&_ol]:pl-4 [&_ul]:list-disc [&_ul]:pl-4 [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-2 [&_p]:my-0.5";

export function RichText({
  html,
  className,
  links = true,
  ...props
}: {
  html: string | null | undefined;
  className?: string;
  links?: boolean;
  "data-testid"?: string;
}) {
  const nodes = useMemo(() => richTextNodes(html, links), [html, links]);
  if (nodes.length === 0) return null;
  return (
    <div className={cn(RICH_TEXT_CLASS, "[overflow-wrap:anywhere]", className)} {...props}>
      {nodes}
    </div>
  );
}
