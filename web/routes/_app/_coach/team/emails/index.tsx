import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { OutboxPage } from "./-components/outbox-page";
import { validateOutboxSearch } from "./-components/search-params";

/** The organization's outbox (issue 29): what was emailed, skipped and why, failed; resend. Admins only. */
export const Route = createFileRoute("/_app/_coach/team/emails/")({
  staticData: { title: msg`邮件` },
  validateSearch: validateOutboxSearch,
  component: OutboxPage,
});
