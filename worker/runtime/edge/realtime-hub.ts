/**
 * The Worker's side of the realtime rooms (worker/runtime/edge/realtime-room.ts): it forwards
 * `GET /api/realtime` upgrades to a room, and is deps.realtime, handing each room what to deliver
 * once the write that caused it has committed.
 */
import { roomName } from "../../http/realtime/protocol";
import type { RealtimeDelivery, RealtimeHub } from "../../services/deps";

/** The Durable Object namespace binding (wrangler.toml `REALTIME`), typed by what is used of it. */
export type RealtimeRooms = {
  idFromName: (name: string) => unknown;
  get: (id: never) => { fetch: (input: string | Request, init?: RequestInit) => Promise<Response> };
};

/** The rooms' own URL space: requests from the Worker, never from the internet. */
export const ROOM_ORIGIN = "https://realtime-room.internal";

function roomOf(rooms: RealtimeRooms, name: string) {
  return rooms.get(rooms.idFromName(name) as never);
}

/**
 * The room a socket is forwarded to. Its token arrives only with the first frame, after the
 * upgrade, so the organization comes from a hint: `?org=<id>` (none: the room of users outside
 * any organization). The room checks the hint against the token and closes a wrong one with 4409,
 * its reason naming the right room.
 */
export function roomOfRequest(request: Request): string {
  const hint = new URL(request.url).searchParams.get("org");
  return hint && /^[1-9]\d{0,15}$/.test(hint) ? roomName(Number(hint)) : roomName(null);
}

export function forwardToRoom(rooms: RealtimeRooms, request: Request): Promise<Response> {
  const room = roomOfRequest(request);
  const url = `${ROOM_ORIGIN}/connect?room=${encodeURIComponent(room)}`;
  return roomOf(rooms, room).fetch(new Request(url, request));
}

async function post(rooms: RealtimeRooms, room: string, path: string, body: unknown) {
  const res = await roomOf(rooms, room).fetch(`${ROOM_ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`realtime room ${room} answered ${res.status}`);
}

export function edgeRealtimeHub(rooms: RealtimeRooms): RealtimeHub {
  return {
    async deliver(deliveries) {
      const byRoom = new Map<string, RealtimeDelivery[]>();
      for (const delivery of deliveries) {
        const room = roomName(delivery.organizationId);
        byRoom.set(room, [...(byRoom.get(room) ?? []), delivery]);
      }
      // Best effort (deps.ts): a room that cannot be reached loses these events, the request stands.
      const sent = await Promise.allSettled(
        [...byRoom].map(([room, list]) => post(rooms, room, "/deliver", list)),
      );
      for (const result of sent)
        if (result.status === "rejected") console.warn("[realtime] delivery failed", result.reason);
    },
    async disconnect(organizationId, userIds) {
      await post(rooms, roomName(organizationId), "/disconnect", { user_ids: userIds });
    },
  };
}
