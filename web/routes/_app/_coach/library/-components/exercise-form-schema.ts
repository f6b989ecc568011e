import type { TagFamily } from "#shared/tag-labels";
import { z } from "@/lib/validation";
import { joinExerciseName, splitExerciseName } from "./exercise-names";
import { type Exercise, formatSize, parseSize } from "./model";
import { FAMILIES } from "./search-params";
import { webAddress } from "./video";

/** The server's limits (worker/domains/libraries/schemas.ts and common.ts). */
export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const URL_MAX = 2048;

export type ExerciseFormValues = {
  name_zh: string;
  name_en: string;
  description: string;
  url: string;
  attachments: Array<{
    name: string;
    attachmentUrl: string;
    type: string;
    /** As typed ("12 MB"); `bytes` is the stored size, kept when the text is left as shown. */
    size: string;
    bytes: number | null;
  }>;
  tags: Record<TagFamily, string[]>;
};

export type FormMessages = {
  nameRequired: string;
  nameTooLong: string;
  descriptionTooLong: string;
  badUrl: string;
  attachmentName: string;
  attachmentUrl: string;
  badSize: string;
};

const isWebAddress = (v: string) => v.length <= URL_MAX && webAddress(v) !== null;

export function exerciseFormSchema(m: FormMessages) {
  const tagList = z.array(z.string());
  return z
    .object({
      name_zh: z.string().check(z.trim()),
      name_en: z.string().check(z.trim()),
      description: z.string().check(z.maxLength(DESCRIPTION_MAX, m.descriptionTooLong)),
      url: z.string().check(
        z.trim(),
        z.refine((v) => v === "" || isWebAddress(v), m.badUrl),
      ),
      attachments: z.array(
        z.object({
          name: z.string().check(z.trim(), z.minLength(1, m.attachmentName), z.maxLength(255)),
          attachmentUrl: z.string().check(z.trim(), z.refine(isWebAddress, m.attachmentUrl)),
          type: z.string().check(z.trim(), z.maxLength(100)),
          size: z.string().check(z.refine((v) => !Number.isNaN(parseSize(v) ?? 0), m.badSize)),
          bytes: z.nullable(z.number()),
        }),
      ),
      tags: z.object({ type: tagList, primary_muscles: tagList, plane: tagList, pattern: tagList }),
    })
    .check(
      z.refine((v) => v.name_zh !== "" || v.name_en !== "", { message: m.nameRequired, path: ["name_zh"] }),
      z.refine((v) => joinExerciseName({ zh: v.name_zh, en: v.name_en }).length <= NAME_MAX, {
        message: m.nameTooLong,
        path: ["name_en"],
      }),
    );
}

export function formDefaults(exercise: Exercise | null): ExerciseFormValues {
  const names = splitExerciseName(exercise?.exercise_name ?? "");
  const tags = { type: [], primary_muscles: [], plane: [], pattern: [] } as Record<TagFamily, string[]>;
  for (const family of FAMILIES) tags[family] = [...(exercise?.tags[family] ?? [])];
  return {
    name_zh: names.zh,
    name_en: names.en,
    description: exercise?.description ?? "",
    url: exercise?.url ?? "",
    attachments: (exercise?.attachments ?? []).map((a) => ({
      name: a.name,
      attachmentUrl: a.attachmentUrl,
      type: a.type ?? "",
      size: formatSize(a.size),
      bytes: a.size ?? null,
    })),
    tags,
  };
}

/** The `exercise` object of create / update (without the search key, added by the caller). */
export function exercisePayload(v: ExerciseFormValues) {
  return {
    exercise_name: joinExerciseName({ zh: v.name_zh, en: v.name_en }),
    description: v.description.trim() ? v.description : null,
    url: v.url.trim() || null,
    attachments: v.attachments.map((a) => ({
      name: a.name.trim(),
      attachmentUrl: a.attachmentUrl.trim(),
      type: a.type.trim() || null,
      size: a.size.trim() === formatSize(a.bytes) ? a.bytes : parseSize(a.size),
    })),
    tags: v.tags,
  };
}

/** Where a server issue path (after `exercise.`) shows in this form. */
export function formFieldOf(path: string) {
  if (path === "exercise_name" || path === "search_key") return "name_zh" as const;
  if (path === "description" || path === "url") return path;
  const attachment = /^attachments\.(\d+)\.(name|attachmentUrl|type|size)$/.exec(path);
  if (attachment) return `attachments.${Number(attachment[1])}.${attachment[2] as "name"}` as const;
  const tag = /^tags\.(type|primary_muscles|plane|pattern)/.exec(path);
  if (tag) return `tags.${tag[1] as TagFamily}` as const;
  return undefined;
}
