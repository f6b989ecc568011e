import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { PendingSpinner } from "@/components/form/pending-spinner";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { Ymd } from "@/components/workouts/dates";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { readNumber } from "./body-entry-values";
import { useRefreshProgress } from "./overview-query";

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";

/**
 * Records a client's assessment: one of the organization's templates, the day, and a value per test
 * (tests left empty are not recorded; at least one is needed).
 */
export default function AssessmentsRecordDialog({
  clientId,
  today,
  onOpenChange,
}: {
  clientId: number;
  today: Ymd;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const ids = { form: useId(), group: useId(), date: useId(), error: useId() };
  const refresh = useRefreshProgress();
  const groups = useQuery(trpc.progress.assessments.groups.queryOptions({}));
  const [groupId, setGroupId] = useState<number | null>(null);
  const [date, setDate] = useState<string>(today);
  const [values, setValues] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(trpc.progress.assessments.create.mutationOptions());
  const group = groups.data?.find((g) => g.id === groupId) ?? groups.data?.[0];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!group) return;
    const typed = group.tests.flatMap((test) => {
      const value = readNumber(values[test.id] ?? "");
      return value === null ? [] : [{ test_id: test.id, value }];
    });
    if (typed.length === 0 || typed.some((v) => !Number.isFinite(v.value))) {
      setProblem(t`请至少填写一个项目的数字`);
      return;
    }
    setProblem(null);
    await create.mutateAsync({
      client_id: clientId,
      assessment: { date, assessment_group_id: group.id, values: typed },
    });
    notifySuccess(t`测评已记录`);
    await refresh();
    onOpenChange(false);
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t`关闭`}
        className="max-h-[90dvh] overflow-y-auto"
        data-testid="assessment-record-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>记录测评</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>选择模板和日期，填写测得的数值；没测的项目留空。</Trans>
          </DialogDescription>
        </DialogHeader>
        {!groups.data ? (
          <PendingSpinner />
        ) : !group ? (
          <p className="text-sm text-muted-foreground">
            <Trans>组织还没有测评模板，请先新建一个。</Trans>
          </p>
        ) : (
          <form
            id={ids.form}
            className="space-y-4"
            onSubmit={(e) => void submit(e).catch(() => {})}
            noValidate
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <Field>
                <FieldLabel htmlFor={ids.group}>
                  <Trans>模板</Trans>
                </FieldLabel>
                <select
                  id={ids.group}
                  value={group.id}
                  onChange={(e) => setGroupId(Number(e.target.value))}
                  className={SELECT_CLASS}
                  data-testid="assessment-group-select"
                >
                  {groups.data.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field>
                <FieldLabel htmlFor={ids.date}>
                  <Trans>日期</Trans>
                </FieldLabel>
                <Input
                  id={ids.date}
                  type="date"
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                  required
                />
              </Field>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {group.tests.map((test) => (
                <TestInput
                  key={test.id}
                  label={test.unit ? `${test.name}（${test.unit}）` : test.name}
                  value={values[test.id] ?? ""}
                  onChange={(v) => setValues({ ...values, [test.id]: v })}
                />
              ))}
            </div>
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          </form>
        )}
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>保存</Trans>}
          form={ids.form}
          pending={create.isPending}
          disabled={!group}
          submitTestId="assessment-record-save"
        />
      </DialogContent>
    </Dialog>
  );
}

function TestInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="assessment-test-value"
      />
    </Field>
  );
}
