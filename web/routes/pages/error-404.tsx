import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "@/components/not-found";

/** Where unknown paths land (SPEC section 2). */
export const Route = createFileRoute("/pages/error-404")({
  component: NotFoundPage,
});
