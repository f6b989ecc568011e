import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { orderedNames, splitExerciseName } from "./exercise-names";
import { type Exercise, exerciseVideoUrl } from "./model";
import { FAMILIES } from "./search-params";
import { tagLabel } from "./tag-labels";
import { ExerciseMedia, ExternalVideoLink } from "./video-preview";

/** Badges shown on a card before "+N". */
const CARD_TAGS = 4;

export type ExerciseActions = {
  onOpen: (exercise: Exercise) => void;
  onCopy: (exercise: Exercise) => void;
  onEdit: (exercise: Exercise) => void;
  onDelete: (exercise: Exercise) => void;
  canEdit: (exercise: Exercise) => boolean;
  canCopy: (exercise: Exercise) => boolean;
};

/** Source badge: the shared catalogue (read-only) or the organization's own. */
export function SourceBadge({ exercise }: { exercise: Pick<Exercise, "default" | "copied_from_id"> }) {
  return exercise.default ? (
    <Badge variant="secondary" data-testid="source-badge">
      <Trans>默认库</Trans>
    </Badge>
  ) : (
    <Badge variant="soft" data-testid="source-badge">
      {exercise.copied_from_id ? <Trans>我的组织 · 副本</Trans> : <Trans>我的组织</Trans>}
    </Badge>
  );
}

export function ExerciseCard({ exercise, actions }: { exercise: Exercise; actions: ExerciseActions }) {
  const { t, i18n } = useLingui();
  const [lead, other] = orderedNames(splitExerciseName(exercise.exercise_name), i18n.locale);
  const primary = lead.text;
  const video = exerciseVideoUrl(exercise);
  const tags = FAMILIES.flatMap((family) => exercise.tags[family].map((value) => ({ family, value })));
  const editable = actions.canEdit(exercise);
  const [playing, setPlaying] = useState(false);

  return (
    <Card
      // Phones: a compact row (thumbnail beside the text) until the video plays; wider: a tile.
      className={cn("gap-0 overflow-hidden p-0", playing ? "flex-col" : "flex-row sm:flex-col")}
      data-testid="exercise-card"
      data-id={exercise.id}
    >
      <ExerciseMedia
        title={exercise.exercise_name}
        photoUrl={exercise.photo_url}
        videoUrl={video}
        onPlay={() => setPlaying(true)}
        onOpen={() => actions.onOpen(exercise)}
        className={
          playing ? undefined : "aspect-[4/3] w-28 shrink-0 self-start sm:aspect-video sm:w-auto sm:self-auto"
        }
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3">
        <button
          type="button"
          className="min-w-0 text-left outline-none focus-visible:underline"
          onClick={() => actions.onOpen(exercise)}
          data-testid="exercise-open"
        >
          <div
            className="truncate font-medium"
            lang={lead.lang}
            data-testid={`exercise-name-${lead.lang}`}
            title={lead.text}
          >
            {lead.text}
          </div>
          {other && (
            <div
              className="truncate text-muted-foreground text-sm"
              lang={other.lang}
              data-testid={`exercise-name-${other.lang}`}
              title={other.text}
            >
              {other.text}
            </div>
          )}
        </button>
        <div className="flex flex-wrap gap-1">
          <SourceBadge exercise={exercise} />
          {tags.slice(0, CARD_TAGS).map(({ family, value }) => (
            <Badge
              key={`${family}:${value}`}
              variant="outline"
              className="font-normal"
              data-testid="tag-badge"
            >
              {tagLabel(family, value, i18n.locale)}
            </Badge>
          ))}
          {tags.length > CARD_TAGS && (
            <Badge variant="outline" className="font-normal text-muted-foreground">
              +{tags.length - CARD_TAGS}
            </Badge>
          )}
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          {video ? <ExternalVideoLink url={video} /> : <span />}
          <div className="flex items-center gap-1">
            {actions.canCopy(exercise) && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => actions.onCopy(exercise)}
                title={t`复制到我的组织后可以修改`}
                data-testid="copy-exercise"
              >
                <Copy />
                <Trans>复制到我的组织</Trans>
              </Button>
            )}
            {editable && (
              <>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t`编辑 ${primary}`}
                  onClick={() => actions.onEdit(exercise)}
                  data-testid="edit-exercise"
                >
                  <Pencil />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t`删除 ${primary}`}
                  onClick={() => actions.onDelete(exercise)}
                  data-testid="delete-exercise"
                >
                  <Trash2 />
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}
