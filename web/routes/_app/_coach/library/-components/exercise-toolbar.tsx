import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { SearchBox } from "./search-box";
import { useLibrarySearch, useSetLibrarySearch } from "./search-hooks";
import { FAMILIES, hasExerciseFilters, type Source } from "./search-params";
import { TagFilter } from "./tag-filter";
import { tagLabel } from "./tag-labels";

/** Search (Chinese, English, pinyin), source, tag filters and the create button above the grid. */
export function ExerciseToolbar({ total, onCreate }: { total: number | undefined; onCreate: () => void }) {
  const { t, i18n } = useLingui();
  const search = useLibrarySearch();
  const setSearch = useSetLibrarySearch();
  const tags = useQuery({ ...trpc.libraries.exercises.tags.queryOptions({}), staleTime: 5 * 60_000 });
  const sources: Array<[Source | undefined, string]> = [
    [undefined, t`全部`],
    ["default", t`默认库`],
    ["own", t`我的组织`],
  ];
  const active = FAMILIES.flatMap((family) => (search[family] ?? []).map((value) => ({ family, value })));

  return (
    <Card className="gap-3 py-4">
      <CardContent className="flex flex-col gap-3 px-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <SearchBox placeholder={t`中文、英文或拼音，如 深蹲、sd`} label={t`搜索动作`} />
          <fieldset
            className="flex shrink-0 rounded-md border p-0.5"
            aria-label={t`来源`}
            data-testid="source-filter"
          >
            {sources.map(([value, label]) => (
              <button
                key={value ?? "all"}
                type="button"
                aria-pressed={search.source === value}
                onClick={() => setSearch({ source: value })}
                className={cn(
                  "flex-1 whitespace-nowrap rounded-sm px-3 py-1 text-sm transition-colors",
                  search.source === value
                    ? "bg-primary text-primary-foreground shadow-xs"
                    : "text-muted-foreground hover:bg-accent hover:text-foreground",
                )}
              >
                {label}
              </button>
            ))}
          </fieldset>
          <div className="flex items-center justify-between gap-3 md:ml-auto">
            <span className="whitespace-nowrap text-muted-foreground text-sm" data-testid="exercise-total">
              {total === undefined ? null : <Plural value={total} one="共 # 个动作" other="共 # 个动作" />}
            </span>
            <Button onClick={onCreate} data-testid="create-exercise">
              <Plus />
              <Trans>新建动作</Trans>
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {FAMILIES.map((family) => (
            <TagFilter key={family} family={family} known={tags.data?.tags[family] ?? []} />
          ))}
          {active.map(({ family, value }) => (
            <span
              key={`${family}:${value}`}
              className="inline-flex items-center gap-0.5 rounded-full border bg-muted/50 py-0.5 pr-0.5 pl-2 text-xs"
              data-testid="active-tag"
            >
              {tagLabel(family, value, i18n.locale)}
              <button
                type="button"
                className="rounded-full p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground"
                aria-label={t`移除筛选 ${tagLabel(family, value, i18n.locale)}`}
                onClick={() => setSearch({ [family]: (search[family] ?? []).filter((v) => v !== value) })}
              >
                <X className="size-3" />
              </button>
            </span>
          ))}
          {hasExerciseFilters(search) && (
            <Button
              variant="ghost"
              size="sm"
              className="text-muted-foreground"
              onClick={() => setSearch({}, { reset: true })}
              data-testid="clear-filters"
            >
              <Trans>清除全部</Trans>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
