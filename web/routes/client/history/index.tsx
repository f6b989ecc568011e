import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { HistoryPage } from "./-components/history-page";

/** Completed workouts by week with the compliance the coach sees (issue 13). */
export const Route = createFileRoute("/client/history/")({
  staticData: { title: msg`历史` },
  component: HistoryPage,
});
