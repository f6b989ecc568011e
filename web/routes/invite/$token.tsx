import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { InvitePage } from "./-components/invite-page";

/**
 * A client's invitation link (issue 13, public): who invites them, set a password, signed in and
 * on to /client. An unknown, used or expired link gets a page saying to ask the coach for a new one.
 */
export const Route = createFileRoute("/invite/$token")({
  staticData: { title: msg`接受邀请` },
  component: InvitePage,
});
