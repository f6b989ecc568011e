import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "./-components/profile/profile-page";

/** The signed-in person's profile (PUT /users/{id}) and password change (POST /users/change_password). */
export const Route = createFileRoute("/_app/_coach/profile")({
  staticData: { title: msg`个人资料` },
  component: ProfilePage,
});
