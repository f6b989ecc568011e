import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { DeleteTrainerDialog } from "@/components/trainers/delete-trainer-dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { trpc } from "@/lib/trpc";
import { type Member, memberName } from "./model";

/**
 * Deleting a team member: a trainer with clients first asks which other (enabled) member takes
 * them; the team is one page, so a plain select lists them.
 */
export default function DeleteMemberDialog({
  member,
  members,
  onClose,
}: {
  member: Member;
  members: Member[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const clients = useQuery(trpc.trainers.clients.queryOptions({ id: member.trainer.id, per_page: 1 }));
  const clientCount = clients.data?.meta.total_count;
  const others = members.filter((m) => m.trainer.id !== member.trainer.id && !m.user?.disabled);
  const name = memberName(member);

  return (
    <DeleteTrainerDialog
      trainer={{ id: member.trainer.id, name }}
      clientCount={clientCount}
      description={
        clientCount ? (
          <Trans>
            {name} 还有 {clientCount}{" "}
            位学员。请选择接收这些学员的教练：他们的训练记录、评论和日程会一起转过去。
          </Trans>
        ) : (
          <Trans>教练资料将被删除，此人的账户保留。</Trans>
        )
      }
      receiverField={({ value, onChange }) => (
        <div className="space-y-2">
          <Label htmlFor="delete-transfer-to">
            <Trans>学员转给</Trans>
          </Label>
          <Select value={value == null ? "" : String(value)} onValueChange={(v) => onChange(Number(v))}>
            <SelectTrigger id="delete-transfer-to" className="w-full" data-testid="delete-transfer-to">
              <SelectValue placeholder={t`选择教练…`} />
            </SelectTrigger>
            <SelectContent>
              {others.map((m) => (
                <SelectItem key={m.trainer.id} value={String(m.trainer.id)}>
                  {memberName(m)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      onClose={onClose}
    />
  );
}
