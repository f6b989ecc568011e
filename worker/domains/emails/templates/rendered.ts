import type { EmailBrand } from "../brand";
import type { EmailLocale } from "./texts";

/** A rendered email: what the outbox stores and the transport sends. */
export type RenderedEmail = { subject: string; html: string; text: string };

/** What every template needs besides its content. */
export type RenderContext = {
  locale: EmailLocale;
  /** Whose name, logo and colour the email carries; its links start at the brand's address. */
  brand: EmailBrand;
  /** The recipient's name as the greeting uses it. */
  name: string;
  unsubscribeUrl: string | null;
  settingsUrl: string;
};
