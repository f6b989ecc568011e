import type { RealtimeDelivery, ServiceDeps } from "../../services/deps";
import { recordPresence } from "../../services/presence";
import type { SocketUser } from "./protocol";

/**
 * Keeps `users.is_online` in line with the sockets a holder (Node's hub, an organization's
 * Durable Object) has open, and tells the user's audience when it changes. Writes of one user run
 * in order and each writes what is true when it runs, so a quick close-and-reopen ends online
 * whichever event is handled first.
 */
export function presenceSync(opts: {
  deps: ServiceDeps;
  hasSockets: (userId: number) => boolean;
  deliver: (deliveries: RealtimeDelivery[]) => void;
  report: (error: unknown) => void;
  /** Users already announced online (a Durable Object waking from hibernation with open sockets). */
  online?: Iterable<number>;
}) {
  const announced = new Set<number>(opts.online ?? []);
  const writes = new Map<number, Promise<void>>();
  let stopped = false;

  function sync(user: SocketUser): Promise<void> {
    const previous = writes.get(user.userId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        const online = opts.hasSockets(user.userId);
        if (stopped || online === announced.has(user.userId)) return;
        if (online) announced.add(user.userId);
        else announced.delete(user.userId);
        const delivery = await recordPresence(opts.deps, user, online);
        if (delivery) opts.deliver([delivery]);
      })
      .catch(opts.report);
    writes.set(user.userId, next);
    void next.finally(() => {
      if (writes.get(user.userId) === next) writes.delete(user.userId);
    });
    return next;
  }

  return {
    sync,
    /** No more writes (the process stops; the next start clears every flag). */
    stop() {
      stopped = true;
    },
  };
}
