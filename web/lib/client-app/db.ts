import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { OutboxEntry } from "./outbox-types";

/**
 * The client app's IndexedDB database: the queue of writes waiting to reach the server (`outbox`,
 * in the order they were made) and the saved query answers for offline reading (`cache`, one
 * dehydrated TanStack Query state per signed-in user).
 */
interface ClientAppDb extends DBSchema {
  outbox: { key: number; value: OutboxEntry; indexes: { user: number } };
  cache: { key: number; value: { userId: number; savedAt: number; state: unknown } };
}

let opening: Promise<IDBPDatabase<ClientAppDb>> | null = null;

export function clientDb(): Promise<IDBPDatabase<ClientAppDb>> {
  opening ??= openDB<ClientAppDb>("coach-client-app", 1, {
    upgrade(db) {
      const outbox = db.createObjectStore("outbox", { keyPath: "seq", autoIncrement: true });
      outbox.createIndex("user", "userId");
      db.createObjectStore("cache", { keyPath: "userId" });
    },
  });
  return opening;
}
