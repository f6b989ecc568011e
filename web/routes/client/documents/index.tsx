import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ClientDocumentsPage } from "./-components/client-documents-page";

/** The documents the studio shared with the client (issue 32): read, download, acknowledge. */
export const Route = createFileRoute("/client/documents/")({
  staticData: { title: msg`文档` },
  component: ClientDocumentsPage,
});
