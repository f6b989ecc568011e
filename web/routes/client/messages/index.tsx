import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ClientMessagesPage } from "./-components/client-messages-page";

/** The client's conversation with their coaches (issue 26), at phone width; sent through the offline queue. */
export const Route = createFileRoute("/client/messages/")({
  staticData: { title: msg`消息` },
  component: ClientMessagesPage,
});
