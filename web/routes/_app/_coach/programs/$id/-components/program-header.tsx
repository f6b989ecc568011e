import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Keyboard, Pencil, RefreshCw, Send, UsersRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { LoadedProgram } from "../../-components/model";

/** The program's name, description and size, with edit, assign, its assignments and sync. */
export function ProgramHeader({
  data,
  weeks,
  clipLabel,
  onEdit,
  onAssign,
  onAssignments,
  onSync,
  templatesEdited,
  onKeys,
}: {
  data: LoadedProgram;
  weeks: number;
  clipLabel: string | null;
  onEdit: () => void;
  onAssign: () => void;
  onAssignments: () => void;
  onSync: () => void;
  /** Templates were changed on this visit and not synced since: the sync button says so. */
  templatesEdited: boolean;
  onKeys: () => void;
}) {
  const { t } = useLingui();
  const { program } = data;
  const workouts = data.workouts.length;
  const name = program.name;
  return (
    <Card className="flex-row flex-wrap items-start gap-x-4 gap-y-3 px-4 py-3">
      <div className="min-w-0 flex-1 basis-64">
        <div className="flex items-center gap-1">
          <h2 className="min-w-0 font-semibold text-lg [overflow-wrap:anywhere]" data-testid="program-title">
            {name}
          </h2>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t`编辑 ${name}`}
            onClick={onEdit}
            data-testid="edit-program"
          >
            <Pencil />
          </Button>
        </div>
        {program.description && (
          <p className="line-clamp-2 text-muted-foreground text-sm" data-testid="program-description-text">
            {program.description}
          </p>
        )}
        <p className="mt-1 text-muted-foreground text-xs">
          <span data-testid="program-length" data-weeks={weeks}>
            <Plural value={weeks} one="# 周" other="# 周" />
          </span>
          {" · "}
          <span data-testid="program-workout-count">
            <Plural value={workouts} one="# 个训练" other="# 个训练" />
          </span>
          {clipLabel && (
            <span className="hidden sm:inline" data-testid="clipboard">
              {" · "}
              <Trans>剪贴板：{clipLabel}</Trans>
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onAssignments} data-testid="open-assignments">
          <UsersRound />
          <Trans>使用中的学员</Trans>
        </Button>
        {/* Sync has something to do only once the program has been assigned. */}
        {program.program_assignment_ids.length > 0 && (
          <Button
            variant="outline"
            size="sm"
            onClick={onSync}
            title={templatesEdited ? t`模板已修改，学员的训练还是旧的` : undefined}
            data-testid="open-sync"
            data-edited={templatesEdited || undefined}
          >
            <RefreshCw />
            <Trans>同步到学员</Trans>
            {templatesEdited && (
              <span className="size-2 rounded-full bg-primary" data-testid="sync-reminder">
                <span className="sr-only">
                  <Trans>（模板已修改）</Trans>
                </span>
              </span>
            )}
          </Button>
        )}
        <Button size="sm" onClick={onAssign} data-testid="open-assign">
          <Send />
          <Trans>分配给学员</Trans>
        </Button>
        <Button variant="ghost" size="icon-sm" aria-label={t`键盘快捷键`} onClick={onKeys}>
          <Keyboard />
        </Button>
      </div>
    </Card>
  );
}
