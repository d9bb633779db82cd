/**
 * The attendance queue of this phone (decision 1017): a signature or a trainer's mark made without a network is kept
 * here, in IndexedDB, and sent when the network returns (the `online` event, the next opening, or a Background
 * Sync). Each item carries its own reference, so sending it twice is harmless.
 */

export interface QueuedSignature {
  kind: "signature";
  ref: string;
  userId: string;
  slotId: number;
  code: string;
  signature: string | null;
  position: { latitude: number; longitude: number } | null;
  device: string;
  /** The device's time when the learner signed (ISO). */
  signedAt: string;
  /** Set once the server refused it: the French reason, shown to the learner. */
  refusal?: string;
}

export interface QueuedMark {
  kind: "mark";
  ref: string;
  userId: string;
  sessionId: number;
  slotId: number;
  enrollmentId: number;
  learnerName: string;
  status: "present" | "late" | "absent" | "excused";
  reason: string;
  markedAt: string;
  refusal?: string;
}

export type QueuedItem = QueuedSignature | QueuedMark;

/** Where the queue lives: IndexedDB in the browser, a Map in tests. */
export interface QueueStore {
  all(): Promise<QueuedItem[]>;
  put(item: QueuedItem): Promise<void>;
  remove(ref: string): Promise<void>;
}

export function memoryStore(): QueueStore {
  const items = new Map<string, QueuedItem>();
  return {
    all: async () => [...items.values()],
    put: async (item) => void items.set(item.ref, structuredClone(item)),
    remove: async (ref) => void items.delete(ref),
  };
}

const DB_NAME = "emargements";
const STORE = "file";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB"));
  });
}

/** The browser's store: one IndexedDB database, one object store keyed by the item's reference. */
export function indexedDbStore(): QueueStore {
  let opened: Promise<IDBDatabase> | undefined;
  const db = () =>
    (opened ??= new Promise((resolve, reject) => {
      const open = indexedDB.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: "ref" });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error("IndexedDB"));
    }));
  const store = async (mode: IDBTransactionMode) => (await db()).transaction(STORE, mode).objectStore(STORE);
  return {
    all: async () => request((await store("readonly")).getAll() as IDBRequest<QueuedItem[]>),
    put: async (item) => void (await request((await store("readwrite")).put(item))),
    remove: async (ref) => void (await request((await store("readwrite")).delete(ref))),
  };
}

let browserStore: QueueStore | undefined;
/** The queue of this browser (a Map where IndexedDB is missing: kept for the page's life only). */
export function queueStore(): QueueStore {
  return (browserStore ??= typeof indexedDB === "undefined" ? memoryStore() : indexedDbStore());
}

/** What sending one item gave: accepted, refused for good (with the reason), or to be tried again later. */
export type SendOutcome = { outcome: "accepted" } | { outcome: "refused"; reason: string } | { outcome: "retry" };

/** A failure of the network rather than an answer of the server (supabase-js gives status 0 or a fetch TypeError). */
export function isNetworkFailure(error: unknown, status?: number): boolean {
  if (status === 0) return true;
  const message = (error as { message?: string } | null)?.message ?? "";
  return /Failed to fetch|NetworkError|Load failed|fetch failed|network/i.test(message);
}

let sending: Promise<SendResult> | undefined;
export interface SendResult {
  accepted: QueuedItem[];
  refused: QueuedItem[];
  waiting: QueuedItem[];
}

/**
 * Sends every item not yet refused, oldest first, one at a time (a trainer's marks keep their order). Accepted items
 * leave the queue; refused ones stay with their reason until the person dismisses them; the rest wait. One sending at
 * a time per page.
 */
export function sendQueue(send: (item: QueuedItem) => Promise<SendOutcome>, store = queueStore()): Promise<SendResult> {
  sending ??= (async () => {
    const result: SendResult = { accepted: [], refused: [], waiting: [] };
    const items = (await store.all()).sort((a, b) => whenOf(a).localeCompare(whenOf(b)));
    let offline = false;
    for (const item of items) {
      if (item.refusal) {
        result.refused.push(item);
        continue;
      }
      const answer: SendOutcome = offline
        ? { outcome: "retry" }
        : await send(item).catch(() => ({ outcome: "retry" }) as const);
      if (answer.outcome === "accepted") {
        await store.remove(item.ref);
        result.accepted.push(item);
      } else if (answer.outcome === "refused") {
        const refused = { ...item, refusal: answer.reason };
        await store.put(refused);
        result.refused.push(refused);
      } else {
        offline = true;
        result.waiting.push(item);
      }
    }
    return result;
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}

const whenOf = (item: QueuedItem) => (item.kind === "signature" ? item.signedAt : item.markedAt);

/** Asks the service worker for a Background Sync, where the browser has one; the page's own triggers remain. */
export async function askBackgroundSync(): Promise<void> {
  try {
    if (!navigator.serviceWorker?.controller) return;
    const registration = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2000)),
    ]);
    const sync = (registration as unknown as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register("emargements");
  } catch {
    // No Background Sync: the `online` event and the next opening send the queue.
  }
}
