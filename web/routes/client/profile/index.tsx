import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "./-components/profile-page";

/** The client's own settings: name, units, timezone, password, language, data download, sign out. */
export const Route = createFileRoute("/client/profile/")({
  staticData: { title: msg`我的` },
  component: ProfilePage,
});
