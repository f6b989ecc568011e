import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { listInput, validateProgramsSearch } from "./-components/model";
import { ProgramsPage } from "./-components/programs-page";
import { ProgramsSkeleton } from "./-components/skeleton";

/** /programs: the program list (issue 11). */
export const Route = createFileRoute("/_app/_coach/programs/")({
  staticData: { title: msg`训练计划` },
  validateSearch: validateProgramsSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(context.trpc.programs.list.queryOptions(listInput(deps)))
      .then(() => undefined),
  pendingComponent: ProgramsSkeleton,
  component: ProgramsPage,
});
