import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, FileText, Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { type ExerciseActions, SourceBadge } from "./exercise-card";
import { orderedNames, splitExerciseName } from "./exercise-names";
import { type Exercise, exerciseVideoUrl, formatSize } from "./model";
import { FAMILIES } from "./search-params";
import { FAMILY_LABELS, tagLabel } from "./tag-labels";
import { webAddress } from "./video";
import { ExerciseMedia, ExternalVideoLink } from "./video-preview";

/**
 * An exercise in full: names, photo / video, description, tags, attachments. Catalogue exercises
 * are read-only here, with 复制到我的组织; the organization's own have edit and delete.
 */
export default function ExerciseDetailSheet({
  exercise,
  actions,
  copying,
  onOpenChange,
}: {
  exercise: Exercise;
  actions: ExerciseActions;
  copying: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const [lead, other] = orderedNames(splitExerciseName(exercise.exercise_name), i18n.locale);
  const video = exerciseVideoUrl(exercise);
  const editable = actions.canEdit(exercise);
  const families = FAMILIES.filter((family) => exercise.tags[family].length > 0);

  return (
    <Sheet open onOpenChange={onOpenChange}>
      <SheetContent
        className="w-full gap-0 overflow-y-auto sm:max-w-lg"
        closeLabel={t`关闭`}
        data-testid="exercise-detail"
      >
        <SheetHeader className="pr-10">
          <SheetTitle className="text-lg" lang={lead.lang} data-testid={`detail-name-${lead.lang}`}>
            {lead.text}
          </SheetTitle>
          {other && (
            <SheetDescription lang={other.lang} data-testid={`detail-name-${other.lang}`}>
              {other.text}
            </SheetDescription>
          )}
          <div className="flex flex-wrap gap-1 pt-1">
            <SourceBadge exercise={exercise} />
            {exercise.default && !editable && (
              <Badge variant="outline" className="font-normal text-muted-foreground">
                <Trans>只读</Trans>
              </Badge>
            )}
          </div>
        </SheetHeader>
        <div className="space-y-5 px-4 pb-4">
          <ExerciseMedia
            title={exercise.exercise_name}
            photoUrl={exercise.photo_url}
            videoUrl={video}
            className="rounded-lg"
          />
          {video && <ExternalVideoLink url={video} />}
          {exercise.description && (
            <section className="space-y-1">
              <h3 className="font-medium text-sm">
                <Trans>说明</Trans>
              </h3>
              <p
                className="whitespace-pre-line text-muted-foreground text-sm"
                data-testid="detail-description"
              >
                {exercise.description}
              </p>
            </section>
          )}
          {families.length > 0 && (
            <section className="space-y-2">
              <h3 className="font-medium text-sm">
                <Trans>标签</Trans>
              </h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                {families.map((family) => (
                  <div key={family} className="contents">
                    <dt className="text-muted-foreground">{i18n._(FAMILY_LABELS[family])}</dt>
                    <dd className="flex flex-wrap gap-1">
                      {exercise.tags[family].map((value) => (
                        <Badge key={value} variant="outline" className="font-normal">
                          {tagLabel(family, value, i18n.locale)}
                        </Badge>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {exercise.attachments.length > 0 && (
            <section className="space-y-1">
              <h3 className="font-medium text-sm">
                <Trans>附件</Trans>
              </h3>
              <ul className="divide-y rounded-md border text-sm">
                {exercise.attachments.map((attachment, index) => {
                  const href = webAddress(attachment.attachmentUrl);
                  return (
                    <li
                      // A read-only list that is never reordered; two attachments may share an address.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      key={`${attachment.attachmentUrl}-${index}`}
                      className="flex items-center gap-2 px-3 py-2"
                    >
                      <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                      {href ? (
                        <a
                          href={href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="min-w-0 flex-1 truncate text-primary hover:underline"
                        >
                          {attachment.name}
                        </a>
                      ) : (
                        <span className="min-w-0 flex-1 truncate">{attachment.name}</span>
                      )}
                      <span className="shrink-0 text-muted-foreground text-xs">
                        {[attachment.type, formatSize(attachment.size)].filter(Boolean).join(" · ")}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </div>
        <SheetFooter className="sticky bottom-0 flex-row flex-wrap justify-end border-t bg-background">
          {actions.canCopy(exercise) && (
            <Button onClick={() => actions.onCopy(exercise)} disabled={copying} data-testid="detail-copy">
              <Copy />
              <Trans>复制到我的组织</Trans>
            </Button>
          )}
          {editable && (
            <>
              <Button
                variant="outline"
                onClick={() => actions.onDelete(exercise)}
                data-testid="detail-delete"
              >
                <Trash2 />
                <Trans>删除</Trans>
              </Button>
              <Button onClick={() => actions.onEdit(exercise)} data-testid="detail-edit">
                <Pencil />
                <Trans>编辑</Trans>
              </Button>
            </>
          )}
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
