import { Trans, useLingui } from "@lingui/react/macro";
import { Dumbbell, Flame, Plus, SearchX, Snowflake } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { TemplateKind } from "./model";
import { useSetLibrarySearch } from "./search-hooks";
import { TEMPLATE_TEXTS } from "./template-texts";

function EmptyCard({
  icon,
  title,
  text,
  children,
  testId,
}: {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card className="border-dashed shadow-none" data-testid={testId}>
      <CardContent className="flex flex-col items-center gap-3 py-14 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          {icon}
        </span>
        <div className="font-medium">{title}</div>
        <p className="max-w-sm text-muted-foreground text-sm">{text}</p>
        {children}
      </CardContent>
    </Card>
  );
}

/** Nothing matches → clear the filters; no exercises at all → create the first one. */
export function ExercisesEmpty({ filtered, onCreate }: { filtered: boolean; onCreate: () => void }) {
  const setSearch = useSetLibrarySearch();
  return filtered ? (
    <EmptyCard
      testId="exercises-no-match"
      icon={<SearchX className="size-6" />}
      title={<Trans>没有符合条件的动作</Trans>}
      text={<Trans>换个关键词（中文、英文或拼音首字母都可以），或清除筛选条件。</Trans>}
    >
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={() => setSearch({}, { reset: true })}>
          <Trans>清除筛选</Trans>
        </Button>
        <Button onClick={onCreate}>
          <Plus />
          <Trans>新建动作</Trans>
        </Button>
      </div>
    </EmptyCard>
  ) : (
    <EmptyCard
      testId="exercises-empty"
      icon={<Dumbbell className="size-6" />}
      title={<Trans>动作库是空的</Trans>}
      text={<Trans>新建组织自己的动作，或从默认库复制后修改。</Trans>}
    >
      <Button onClick={onCreate}>
        <Plus />
        <Trans>新建动作</Trans>
      </Button>
    </EmptyCard>
  );
}

/** No warm-ups / cool-downs yet, or none matching the search. */
export function TemplatesEmpty({
  filtered,
  kind,
  onCreate,
}: {
  filtered: boolean;
  kind: TemplateKind;
  onCreate: () => void;
}) {
  const { i18n } = useLingui();
  const setSearch = useSetLibrarySearch();
  const texts = TEMPLATE_TEXTS[kind];
  return filtered ? (
    <EmptyCard
      testId="templates-no-match"
      icon={<SearchX className="size-6" />}
      title={i18n._(texts.noMatch)}
      text={<Trans>换个关键词再试试。</Trans>}
    >
      <Button variant="outline" onClick={() => setSearch({ q: undefined })}>
        <Trans>清除搜索</Trans>
      </Button>
    </EmptyCard>
  ) : (
    <EmptyCard
      testId="templates-empty"
      icon={kind === "warmups" ? <Flame className="size-6" /> : <Snowflake className="size-6" />}
      title={i18n._(texts.empty)}
      text={<Trans>模板写好一次，编辑训练时即可一键填入内容和动作，之后还能按训练单独修改。</Trans>}
    >
      <Button onClick={onCreate}>
        <Plus />
        {i18n._(texts.create)}
      </Button>
    </EmptyCard>
  );
}
