import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { errorIssues, errorMessage } from "./errors";
import { createStore } from "./store";

/**
 * Notifications of SPEC section 8, top-right: failures are red and titled 错误 with the server's
 * message; successes are titled 成功 with the spec's text.
 *
 * sonner is loaded on the first notification, not with the first page: the root renders the
 * Toaster once `toasterWanted` is set, and toasts wait until it is mounted (a toast raised before
 * the Toaster subscribes would be lost).
 */
export const toasterWanted = createStore(false);

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the Toaster once it listens for toasts. */
export function toasterMounted(): void {
  markMounted();
}

async function sonner() {
  toasterWanted.set(true);
  const [mod] = await Promise.all([import("sonner"), mounted]);
  return mod.toast;
}

export function notifyError(error: unknown): void {
  const text = errorMessage(i18n, error);
  // An issue that only repeats the message ("这段时间没有训练（这段时间没有训练）") adds nothing.
  const issues = errorIssues(error).filter((issue) => issue !== text);
  notifyErrorText(text, issues.length ? issues.join("；") : undefined);
}

export function notifyErrorText(text: string, detail?: string): void {
  const title = i18n._(msg`错误`);
  void sonner().then((toast) =>
    toast.error(title, { description: detail ? `${text}（${detail}）` : text, id: `error:${text}` }),
  );
}

export function notifySuccess(text: string): void {
  const title = i18n._(msg`成功`);
  void sonner().then((toast) => toast.success(title, { description: text }));
}

/** A moment worth celebrating (a new personal record): its own title, shown a little longer. */
export function notifyCelebration(title: string, text: string): void {
  void sonner().then((toast) => toast.success(title, { description: text, duration: 6000 }));
}
