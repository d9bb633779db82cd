import { describe, expect, it, vi } from "vitest";
import type { ChannelHandlers } from "../db/postgres-listen";
import { editedFormationPages } from "./edited-formation-pages";

function fakeDatabase(uneditedIds: string[]) {
  let handlers: ChannelHandlers | undefined;
  const db = {
    unedited: uneditedIds,
    query: vi.fn(async () => ({ rows: db.unedited.map((id) => ({ id })) })),
    listen: vi.fn((_channel: string, given: ChannelHandlers) => {
      handlers = given;
      return async () => {};
    }),
    notify: () => handlers?.notify(),
  };
  return db;
}

describe("edited formation pages", () => {
  it("names a formation page outdated once its row was edited or deleted, and only formation pages", async () => {
    const db = fakeDatabase(["1", "2"]);
    const isOutdated = editedFormationPages(db as never);
    expect(await isOutdated("/formations/1")).toBe(false);
    expect(await isOutdated("/formations/2/")).toBe(false);
    expect(await isOutdated("/formations/3")).toBe(true); // edited, deleted, or never prerendered
    expect(await isOutdated("/formations/certifications")).toBe(false);
    expect(await isOutdated("/formations/1/inscription")).toBe(false);
    expect(await isOutdated("/contact")).toBe(false);
    expect(db.query).toHaveBeenCalledTimes(1);
  });

  it("reads the rows again after a catalogue change notification", async () => {
    const db = fakeDatabase(["1"]);
    const isOutdated = editedFormationPages(db as never);
    expect(await isOutdated("/formations/1")).toBe(false);
    db.unedited = [];
    expect(await isOutdated("/formations/1")).toBe(false); // still trusted: nothing said it changed
    db.notify();
    expect(await isOutdated("/formations/1")).toBe(true);
    expect(db.query).toHaveBeenCalledTimes(2);
  });

  it("reads the rows again after two seconds without notifications", async () => {
    vi.useFakeTimers();
    try {
      const db = fakeDatabase(["1"]);
      const isOutdated = editedFormationPages({ query: db.query } as never);
      expect(await isOutdated("/formations/1")).toBe(false);
      db.unedited = [];
      vi.advanceTimersByTime(2_001);
      expect(await isOutdated("/formations/1")).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
