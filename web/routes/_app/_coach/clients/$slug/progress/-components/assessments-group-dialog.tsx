import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Plus, X } from "lucide-react";
import { useId, useMemo } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { NativeSelectField } from "@/components/form/native-select-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { applyServerIssues } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { z } from "@/lib/validation";
import { directionOptions, measureRules } from "./measure-fields";
import { useRefreshProgress } from "./overview-query";

type Test = { name: string; unit: string; direction: "higher" | "lower" };
type Values = { name: string; tests: Test[] };

const emptyTest = (): Test => ({ name: "", unit: "", direction: "higher" });

/**
 * A new assessment template of the organization (体测, FMS …): its name and its tests, each with
 * a unit and whether a higher or a lower value is better. Tests keep the order they are typed in.
 */
export default function AssessmentsGroupDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const refresh = useRefreshProgress();
  const schema = useMemo(() => {
    const rules = measureRules(i18n);
    return z.object({
      name: rules.name,
      tests: z.array(z.object(rules)).check(z.minLength(1, t`至少需要一个测试项目`)),
    });
  }, [t, i18n]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", tests: [emptyTest()] },
  });
  const tests = useFieldArray({ control: form.control, name: "tests" });
  const create = useMutation(trpc.progress.assessments.createGroup.mutationOptions());
  const submit = form.handleSubmit(async (assessment_group) => {
    try {
      await create.mutateAsync({ assessment_group });
      notifySuccess(t`测评模板已创建`);
      await refresh();
      onOpenChange(false);
    } catch (error) {
      applyServerIssues(form, error, { prefix: "assessment_group." });
    }
  });
  const directions = directionOptions(i18n);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t`关闭`}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
        data-testid="assessment-group-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>新建测评模板</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>模板属于整个组织，例如「体测」：体重、体脂率、俯卧撑 1 分钟。</Trans>
          </DialogDescription>
        </DialogHeader>
        <form id={formId} className="space-y-4" onSubmit={submit} noValidate>
          <TextField
            control={form.control}
            name="name"
            label={<Trans>模板名称</Trans>}
            autoComplete="off"
            data-testid="assessment-group-name"
          />
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium">
              <Trans>测试项目</Trans>
            </legend>
            {tests.fields.map((field, i) => (
              <div
                key={field.id}
                className="grid grid-cols-[1fr_5rem_auto] items-end gap-2 sm:grid-cols-[1fr_6rem_9rem_auto]"
                data-testid="assessment-test-row"
              >
                <TextField
                  control={form.control}
                  name={`tests.${i}.name`}
                  label={<Trans>项目 {i + 1}</Trans>}
                  autoComplete="off"
                  data-testid="assessment-test-name"
                />
                <TextField
                  control={form.control}
                  name={`tests.${i}.unit`}
                  label={<Trans>单位</Trans>}
                  autoComplete="off"
                  data-testid="assessment-test-unit"
                />
                <NativeSelectField
                  control={form.control}
                  name={`tests.${i}.direction`}
                  label={<Trans>方向</Trans>}
                  options={directions}
                  className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mb-0.5"
                  disabled={tests.fields.length === 1}
                  onClick={() => tests.remove(i)}
                  aria-label={t`删除项目 ${i + 1}`}
                >
                  <X />
                </Button>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => tests.append(emptyTest())}
              data-testid="assessment-test-add"
            >
              <Plus />
              <Trans>添加项目</Trans>
            </Button>
          </fieldset>
        </form>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>创建</Trans>}
          form={formId}
          pending={create.isPending}
          submitTestId="assessment-group-save"
        />
      </DialogContent>
    </Dialog>
  );
}
