import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { trpc } from "@/lib/trpc";
import type { Template, TemplateKind } from "./model";

type ListInput = { q?: string; page: number; limit: number };

/**
 * Warm-ups and cool-downs are two operation families with the same shape (`{ warmups }` /
 * `{ cooldowns }`): one list for whichever tab is open.
 */
export function useTemplateList(kind: TemplateKind, input: ListInput) {
  const warmups = useQuery({
    ...trpc.libraries.warmups.list.queryOptions(input),
    enabled: kind === "warmups",
    placeholderData: keepPreviousData,
  });
  const cooldowns = useQuery({
    ...trpc.libraries.cooldowns.list.queryOptions(input),
    enabled: kind === "cooldowns",
    placeholderData: keepPreviousData,
  });
  if (kind === "warmups") {
    return {
      items: warmups.data?.warmups as Template[] | undefined,
      meta: warmups.data?.meta,
      isPlaceholderData: warmups.isPlaceholderData,
    };
  }
  return {
    items: cooldowns.data?.cooldowns as Template[] | undefined,
    meta: cooldowns.data?.meta,
    isPlaceholderData: cooldowns.isPlaceholderData,
  };
}

export type TemplateFields = {
  name: string;
  description: string | null;
  selected_exercises: Array<{ id: number; name?: string }>;
};

/** Create / update / delete of either kind; each answers `{ msg, warmup | cooldown }`. */
export function useTemplateWrites(kind: TemplateKind) {
  const createWarmup = useMutation(trpc.libraries.warmups.create.mutationOptions());
  const updateWarmup = useMutation(trpc.libraries.warmups.update.mutationOptions());
  const deleteWarmup = useMutation(trpc.libraries.warmups.delete.mutationOptions());
  const createCooldown = useMutation(trpc.libraries.cooldowns.create.mutationOptions());
  const updateCooldown = useMutation(trpc.libraries.cooldowns.update.mutationOptions());
  const deleteCooldown = useMutation(trpc.libraries.cooldowns.delete.mutationOptions());
  const warm = kind === "warmups";
  return {
    save: (id: number | null, fields: TemplateFields) => {
      if (warm) {
        return id === null
          ? createWarmup.mutateAsync({ warmup: fields })
          : updateWarmup.mutateAsync({ id, warmup: fields });
      }
      return id === null
        ? createCooldown.mutateAsync({ cooldown: fields })
        : updateCooldown.mutateAsync({ id, cooldown: fields });
    },
    remove: (id: number) => (warm ? deleteWarmup.mutateAsync({ id }) : deleteCooldown.mutateAsync({ id })),
    deleting: warm ? deleteWarmup.isPending : deleteCooldown.isPending,
    pathFilter: () => (warm ? trpc.libraries.warmups.pathFilter() : trpc.libraries.cooldowns.pathFilter()),
  };
}
