import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { TodayPage } from "./-components/today-page";

/** Client app home (issue 13): today's workouts, the coming days the coach shows, recent ones. */
export const Route = createFileRoute("/client/")({
  staticData: { title: msg`今天` },
  component: TodayPage,
});
