import { AppError } from "../../errors";
import type { ServiceDeps, UploadStore } from "../../services/deps";

/** The upload store; an app built without one (a deployment without the R2 binding) answers 500. */
export function uploadStoreOf(deps: ServiceDeps): UploadStore {
  if (!deps.uploads) {
    console.error(
      "[uploads] no upload store: set UPLOADS_DIR (Node) or bind an R2 bucket as UPLOADS (Workers)",
    );
    throw new AppError("INTERNAL");
  }
  return deps.uploads;
}

/** Where an upload's bytes are kept: the app's own key, never a name a person chose. */
export const storageKeyOf = (id: string) => `uploads/${id}`;
