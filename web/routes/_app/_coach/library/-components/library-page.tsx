import { Trans } from "@lingui/react/macro";
import { Dumbbell, FileText, Flame, Snowflake } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DocumentsTab } from "./documents-tab";
import { ExercisesTab } from "./exercises-tab";
import { useLibrarySearch, useSetLibrarySearch } from "./search-hooks";
import { LIBRARY_TABS, type LibraryTab } from "./search-params";
import { TemplatesTab } from "./templates-tab";

/** /library: the exercise library, the warm-up / cool-down templates and the documents, one tab each (tab in the URL). */
export function LibraryPage() {
  const search = useLibrarySearch();
  const setSearch = useSetLibrarySearch();
  const tab: LibraryTab = search.tab ?? "exercises";
  return (
    <div className="space-y-4" data-testid="library-page">
      <Tabs
        className="gap-4"
        value={tab}
        onValueChange={(value) =>
          // Each tab starts from its own clean list.
          setSearch({ tab: value === "exercises" ? undefined : (value as LibrarySearchTab) }, { reset: true })
        }
      >
        <TabsList className="w-full max-sm:[&_svg]:hidden sm:w-fit" data-testid="library-tabs">
          <TabsTrigger value="exercises" className="sm:px-4" data-testid="tab-exercises">
            <Dumbbell />
            <Trans>练习动作</Trans>
          </TabsTrigger>
          <TabsTrigger value="warmups" className="sm:px-4" data-testid="tab-warmups">
            <Flame />
            <Trans>热身</Trans>
          </TabsTrigger>
          <TabsTrigger value="cooldowns" className="sm:px-4" data-testid="tab-cooldowns">
            <Snowflake />
            <Trans>放松</Trans>
          </TabsTrigger>
          <TabsTrigger value="documents" className="sm:px-4" data-testid="tab-documents">
            <FileText />
            <Trans>文档</Trans>
          </TabsTrigger>
        </TabsList>
        {/* Every tab's panel is in the page (its trigger's aria-controls names it), only the
            chosen one rendered and shown; the others are empty and hidden. */}
        {LIBRARY_TABS.map((value) => (
          <TabsContent key={value} value={value} forceMount hidden={value !== tab}>
            {value !== tab ? null : tab === "exercises" ? (
              <ExercisesTab />
            ) : tab === "documents" ? (
              <DocumentsTab />
            ) : (
              <TemplatesTab key={tab} kind={tab} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

type LibrarySearchTab = Exclude<LibraryTab, "exercises">;
