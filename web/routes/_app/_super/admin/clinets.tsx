import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { Contact } from "lucide-react";
import { ScreenIntro } from "@/components/page-placeholder";

/** The clients screen of the super admin; the path is spelt "clinets" as in SPEC section 2. */
export const Route = createFileRoute("/_app/_super/admin/clinets")({
  staticData: { title: msg`学员管理`, crumbs: [{ title: msg`超级管理`, to: "/admin" }] },
  component: AdminClientsPage,
});

function AdminClientsPage() {
  return (
    <ScreenIntro icon={<Contact className="size-5" />}>
      <Trans>这里将列出平台上全部组织的学员。</Trans>
    </ScreenIntro>
  );
}
