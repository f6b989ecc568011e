import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { TemplatesEmpty } from "./empty-states";
import { templateListInput } from "./list-input";
import type { Template, TemplateKind } from "./model";
import { Pager } from "./pager";
import { SearchBox } from "./search-box";
import { useLibrarySearch } from "./search-hooks";
import { TemplateListSkeleton } from "./skeleton";
import { TEMPLATE_TEXTS } from "./template-texts";
import { useTemplateList, useTemplateWrites } from "./use-templates";

const TemplateFormDialog = lazy(() => import("./template-form-dialog"));
const ConfirmDeleteDialog = lazy(() => import("./confirm-delete-dialog"));

/** Chips shown on a template card before "+N". */
const CARD_EXERCISES = 6;

/** Warm-up or cool-down templates: search, list, create / edit / delete. */
export function TemplatesTab({ kind }: { kind: TemplateKind }) {
  const { i18n } = useLingui();
  const search = useLibrarySearch();
  const queryClient = useQueryClient();
  const list = useTemplateList(kind, templateListInput(search));
  const writes = useTemplateWrites(kind);
  const texts = TEMPLATE_TEXTS[kind];
  const [editing, setEditing] = useState<Template | "new" | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);

  return (
    <div className="space-y-4" data-testid={`${kind}-tab`}>
      <Card className="py-4">
        <CardContent className="flex flex-col gap-3 px-4 md:flex-row md:items-center">
          <SearchBox placeholder={i18n._(texts.search)} label={i18n._(texts.search)} />
          <div className="flex items-center justify-between gap-3 md:ml-auto">
            <span className="whitespace-nowrap text-muted-foreground text-sm" data-testid="template-total">
              {list.meta ? <Trans>共 {list.meta.total_count} 个模板</Trans> : null}
            </span>
            <Button onClick={() => setEditing("new")} data-testid="create-template">
              <Plus />
              {i18n._(texts.create)}
            </Button>
          </div>
        </CardContent>
      </Card>
      {!list.items || !list.meta ? (
        <TemplateListSkeleton />
      ) : list.items.length === 0 ? (
        <TemplatesEmpty filtered={Boolean(search.q)} kind={kind} onCreate={() => setEditing("new")} />
      ) : (
        <div className={list.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}>
          <ul className="grid gap-4 md:grid-cols-2" data-testid="template-list">
            {list.items.map((template) => (
              <li key={template.id} className="flex [&>*]:flex-1">
                <TemplateCard template={template} onEdit={setEditing} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
          <Pager meta={list.meta} />
        </div>
      )}
      <Suspense fallback={null}>
        {editing && (
          <TemplateFormDialog
            key={editing === "new" ? "new" : editing.id}
            kind={kind}
            template={editing === "new" ? null : editing}
            onOpenChange={(open) => !open && setEditing(null)}
          />
        )}
        {deleting && (
          <ConfirmDeleteDialog
            key={deleting.id}
            name={deleting.name}
            kind={kind}
            pending={writes.deleting}
            onOpenChange={(open) => !open && setDeleting(null)}
            onConfirm={async () => {
              const result = await writes.remove(deleting.id);
              notifySuccess(renderMessage(globalI18n, result.msg));
              await queryClient.invalidateQueries(writes.pathFilter());
              setDeleting(null);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}

function TemplateCard({
  template,
  onEdit,
  onDelete,
}: {
  template: Template;
  onEdit: (template: Template) => void;
  onDelete: (template: Template) => void;
}) {
  const { t } = useLingui();
  const exercises = template.selected_exercises;
  return (
    <Card className="gap-2 p-4" data-testid="template-card" data-id={template.id}>
      <div className="flex items-start gap-2">
        <button
          type="button"
          className="min-w-0 flex-1 text-left font-medium outline-none focus-visible:underline"
          onClick={() => onEdit(template)}
          data-testid="template-name"
        >
          <span className="line-clamp-2 break-words">{template.name}</span>
        </button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t`编辑 ${template.name}`}
          onClick={() => onEdit(template)}
          data-testid="edit-template"
        >
          <Pencil />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t`删除 ${template.name}`}
          onClick={() => onDelete(template)}
          data-testid="delete-template"
        >
          <Trash2 />
        </Button>
      </div>
      {template.description && (
        <p
          className="line-clamp-3 whitespace-pre-line break-words text-muted-foreground text-sm"
          data-testid="template-description"
        >
          {template.description}
        </p>
      )}
      {exercises.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" data-testid="template-exercises">
          {exercises.slice(0, CARD_EXERCISES).map((exercise, index) => (
            <li
              // A read-only list that is never reordered; an exercise may be listed twice.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={`${exercise.id}-${index}`}
              className="max-w-full truncate rounded-full border bg-muted/50 px-2 py-0.5 text-xs"
              data-testid="template-exercise"
            >
              {exercise.name || `#${exercise.id}`}
            </li>
          ))}
          {exercises.length > CARD_EXERCISES && (
            <li className="rounded-full px-1 py-0.5 text-muted-foreground text-xs">
              +{exercises.length - CARD_EXERCISES}
            </li>
          )}
        </ul>
      ) : (
        <p className="text-muted-foreground text-xs">
          <Trans>未选择动作</Trans>
        </p>
      )}
    </Card>
  );
}
