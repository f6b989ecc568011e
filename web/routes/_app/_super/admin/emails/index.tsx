import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { EmailTotalsPage } from "./-components/email-totals-page";

/** Emails across organizations (issue 29): outbox rows per kind and state over the last 7 days. */
export const Route = createFileRoute("/_app/_super/admin/emails/")({
  staticData: { title: msg`邮件统计`, crumbs: [{ title: msg`超级管理`, to: "/admin" }] },
  component: EmailTotalsPage,
});
