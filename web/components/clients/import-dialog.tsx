import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileUp, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import {
  addCounts,
  type FileProblem,
  type ImportCounts,
  isProblem,
  MAX_FILE_BYTES,
  type PickedFile,
  readPickedFile,
} from "./import-files";
import { ImportPreview } from "./import-preview";

type Props = {
  clientId: number;
  clientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: (firstDate: string | null) => void;
};

/** A file the server (or the browser) refused, with the reason shown as it came. */
type Failure = { name: string; text: string };

/**
 * Import a client's history from TrueCoach (clients.importWorkouts): pick JSON pages or exporter
 * CSVs, see the server's preview (dry run, per file, added up), then import. Each file is one
 * atomic import; the server skips what this client already has, so importing again adds nothing
 * and a file that failed can simply be picked again once fixed.
 */
export default function ImportDialog({ clientId, clientName, open, onOpenChange, onImported }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const importWorkouts = useMutation(trpc.clients.importWorkouts.mutationOptions({ meta: { silent: true } }));
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [preview, setPreview] = useState<ImportCounts | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const problemText = (p: FileProblem["problem"]) =>
    p === "too-large"
      ? t`文件过大（每个文件最多 ${Math.floor(MAX_FILE_BYTES / 1000)} KB），请分成几个文件`
      : p === "not-json"
        ? t`不是有效的 JSON 文件`
        : t`只能导入 TrueCoach 的 .json 或 .csv 文件`;

  const pick = async (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (chosen.length === 0) return;
    setPreview(null);
    setFailure(null);
    setFiles([]);
    setBusy(true);
    try {
      const read = await Promise.all(chosen.map(readPickedFile));
      const problem = read.find(isProblem);
      if (problem) {
        setFailure({ name: problem.name, text: problemText(problem.problem) });
        return;
      }
      const picked = read.filter((r): r is PickedFile => !isProblem(r));
      const counts: ImportCounts[] = [];
      for (const file of picked) {
        try {
          const answer = await importWorkouts.mutateAsync({ id: clientId, ...file.input, dry_run: true });
          if ("preview" in answer) counts.push(answer.preview);
        } catch (error) {
          setFailure({ name: file.name, text: errorMessage(globalI18n, error) });
          return;
        }
      }
      setFiles(picked);
      setPreview(addCounts(counts));
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  const runImport = async () => {
    if (files.length === 0) return;
    setBusy(true);
    setFailure(null);
    let added = 0;
    let first: string | null = null;
    let lastMsg: Parameters<typeof renderMessage>[1] | null = null;
    try {
      for (const file of files) {
        try {
          const answer = await importWorkouts.mutateAsync({ id: clientId, ...file.input });
          if ("imported" in answer) {
            added += answer.imported.workouts;
            const f = answer.imported.first_date;
            if (f !== null && (first === null || f < first)) first = f;
            lastMsg = answer.msg;
          }
        } catch (error) {
          setFailure({ name: file.name, text: errorMessage(globalI18n, error) });
          return;
        }
      }
      // One file: the server's message; several: the same message with the total.
      if (lastMsg) {
        notifySuccess(
          renderMessage(
            globalI18n,
            files.length === 1 ? lastMsg : { code: "IMPORT_DONE", params: { workouts: added } },
          ),
        );
      }
      onOpenChange(false);
      onImported(first);
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries(trpc.workouts.pathFilter()),
        queryClient.invalidateQueries(trpc.clients.pathFilter()),
      ]);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="import-dialog" className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <Trans>从 TrueCoach 导入 {clientName} 的训练记录</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              选择 TrueCoach 导出的 JSON 页面或 CSV
              文件（可多选）。先预览，确认后再导入；已导入过的训练会跳过，重复导入不会产生重复训练。
            </Trans>
          </DialogDescription>
        </DialogHeader>

        <div className="space-y-3">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            multiple
            className="sr-only"
            data-testid="import-file-input"
            onChange={(e) => void pick(e.currentTarget.files)}
          />
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => inputRef.current?.click()}
            data-testid="import-pick"
          >
            <FileUp />
            {files.length > 0 ? <Trans>重新选择文件</Trans> : <Trans>选择文件</Trans>}
          </Button>
          {files.length > 0 && (
            <ul className="space-y-0.5 text-muted-foreground text-xs" data-testid="import-files">
              {files.map((f) => (
                <li key={f.name} className="truncate">
                  {f.name} · {f.input.format.toUpperCase()}
                </li>
              ))}
            </ul>
          )}
          {busy && !preview && (
            <p className="text-muted-foreground text-sm" aria-live="polite">
              <Trans>正在检查文件…</Trans>
            </p>
          )}
          {failure && (
            <div
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-destructive text-sm"
              data-testid="import-error"
            >
              <span className="font-medium">{failure.name}</span>：{failure.text}
            </div>
          )}
          {preview && <ImportPreview counts={preview} />}
        </div>

        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>导入</Trans>}
          submitIcon={<Upload />}
          disabled={!preview || preview.workouts === 0}
          pending={busy}
          onSubmit={() => void runImport()}
          submitTestId="import-confirm"
        />
      </DialogContent>
    </Dialog>
  );
}
