import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { ScreenIntro } from "@/components/page-placeholder";

export const Route = createFileRoute("/_app/_super/admin/trainers")({
  staticData: { title: msg`教练管理`, crumbs: [{ title: msg`超级管理`, to: "/admin" }] },
  component: AdminTrainersPage,
});

function AdminTrainersPage() {
  return (
    <ScreenIntro icon={<ShieldCheck className="size-5" />}>
      <Trans>这里将列出各组织的教练账户。</Trans>
    </ScreenIntro>
  );
}
