import { describe, expect, it } from "vitest";
import {
  isNetworkFailure,
  memoryStore,
  sendQueue,
  type QueuedItem,
  type QueuedMark,
  type QueuedSignature,
  type SendOutcome,
} from "./offline-queue";

const signature = (ref: string, signedAt: string): QueuedSignature => ({
  kind: "signature",
  ref,
  userId: "u1",
  slotId: 7,
  code: "ABC123",
  signature: null,
  position: null,
  device: "web-0123456789abcdef",
  signedAt,
});
const mark = (ref: string, markedAt: string, status: QueuedMark["status"]): QueuedMark => ({
  kind: "mark",
  ref,
  userId: "u1",
  sessionId: 3,
  slotId: 7,
  enrollmentId: 11,
  learnerName: "Awa Koné",
  status,
  reason: "Relevé en salle",
  markedAt,
});

describe("the attendance queue", () => {
  it("sends oldest first; accepted items leave, refused ones stay with the server's reason", async () => {
    const store = memoryStore();
    await store.put(signature("b", "2026-12-07T09:05:00.000Z"));
    await store.put(signature("a", "2026-12-07T09:01:00.000Z"));
    const sent: string[] = [];
    const result = await sendQueue(async (item): Promise<SendOutcome> => {
      sent.push(item.ref);
      return item.ref === "a"
        ? { outcome: "accepted" }
        : { outcome: "refused", reason: "Code d'une autre demi-journée" };
    }, store);
    expect(sent).toEqual(["a", "b"]);
    expect(result.accepted.map((item) => item.ref)).toEqual(["a"]);
    expect(result.refused.map((item) => item.refusal)).toEqual(["Code d'une autre demi-journée"]);
    const left = await store.all();
    expect(left).toEqual([{ ...signature("b", "2026-12-07T09:05:00.000Z"), refusal: "Code d'une autre demi-journée" }]);
    // A refused item is not sent again: the learner reads the reason and dismisses it.
    const again = await sendQueue(async () => ({ outcome: "accepted" }), store);
    expect(again.accepted).toEqual([]);
    expect(again.refused).toHaveLength(1);
  });

  it("stops at the first network failure and keeps the rest, in order, for the next time", async () => {
    const store = memoryStore();
    await store.put(mark("m1", "2026-12-07T09:00:00.000Z", "present"));
    await store.put(mark("m2", "2026-12-07T09:10:00.000Z", "absent"));
    const tried: string[] = [];
    const offline = await sendQueue(async (item) => {
      tried.push(item.ref);
      throw new TypeError("Failed to fetch");
    }, store);
    expect(tried).toEqual(["m1"]);
    expect(offline.waiting.map((item) => item.ref)).toEqual(["m1", "m2"]);
    expect(await store.all()).toHaveLength(2);

    // The network is back: both marks go, in the order they were made (the later one wins on the server).
    const order: QueuedItem["ref"][] = [];
    const online = await sendQueue(async (item) => {
      order.push(item.ref);
      return { outcome: "accepted" };
    }, store);
    expect(order).toEqual(["m1", "m2"]);
    expect(online.accepted).toHaveLength(2);
    expect(await store.all()).toEqual([]);
  });

  it("one sending at a time: a second call while the first runs shares it, so nothing is sent twice", async () => {
    const store = memoryStore();
    await store.put(signature("only", "2026-12-07T09:00:00.000Z"));
    let calls = 0;
    const send = async (): Promise<SendOutcome> => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { outcome: "accepted" };
    };
    const [first, second] = await Promise.all([sendQueue(send, store), sendQueue(send, store)]);
    expect(calls).toBe(1);
    expect(second).toBe(first);
  });

  it("tells a network failure from an answer of the server", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkFailure({ message: "TypeError: NetworkError when attempting to fetch resource." })).toBe(true);
    expect(isNetworkFailure({ message: "x" }, 0)).toBe(true);
    expect(isNetworkFailure({ message: "Vous avez déjà émargé pour cette demi-journée" }, 409)).toBe(false);
  });
});
