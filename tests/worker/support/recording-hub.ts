import type { RealtimeDelivery, RealtimeEvent, RealtimeHub } from "../../../worker/services/deps";

/**
 * A realtime hub that records instead of holding sockets: what each user would have received and
 * whose sockets were closed. `t.deps.realtime = hub` before building the app (testApi passes it on).
 */
export function recordingHub() {
  const deliveries: RealtimeDelivery[] = [];
  const disconnects: { organizationId: number | null; userIds: number[] }[] = [];
  const hub: RealtimeHub = {
    async deliver(batch) {
      deliveries.push(...batch);
    },
    async disconnect(organizationId, userIds) {
      disconnects.push({ organizationId, userIds });
    },
  };
  return {
    hub,
    deliveries,
    disconnects,
    /** The events `userId` received, in order. */
    eventsOf: (userId: number): RealtimeEvent[] =>
      deliveries.filter((d) => d.userIds.includes(userId)).map((d) => d.event),
    /** Who received events of this type. */
    recipientsOf: (type: RealtimeEvent["type"]) =>
      [...new Set(deliveries.filter((d) => d.event.type === type).flatMap((d) => d.userIds))].sort(
        (a, b) => a - b,
      ),
    clear: () => {
      deliveries.length = 0;
      disconnects.length = 0;
    },
  };
}
export type RecordingHub = ReturnType<typeof recordingHub>;
