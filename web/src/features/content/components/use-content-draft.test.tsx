import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SavedContent } from "@common/functions/answers";
import { useContentDraft } from "./use-content-draft";

interface Draft {
  id?: number;
  slug: string;
  title: string;
}

describe("useContentDraft", () => {
  it("saves one at a time: a click during a save of a new item waits, then saves with the id the first one got", async () => {
    let release: () => void = () => {};
    const firstDone = new Promise<void>((resolve) => (release = resolve));
    const save = vi.fn(async (draft: Draft, ..._action: unknown[]): Promise<SavedContent> => {
      if (save.mock.calls.length === 1) await firstDone;
      return { id: 7, slug: draft.slug, status: "draft", published_at: null, updated_at: "2026-12-06T10:00:00Z" };
    });
    const { result } = renderHook(() =>
      useContentDraft<Draft>({ initial: { slug: "", title: "" }, save, missingTitle: "Titre ?" }),
    );
    act(() => result.current.change("title", "Le comité mensuel"));

    let first: Promise<SavedContent | null> = Promise.resolve(null);
    let second: Promise<SavedContent | null> = Promise.resolve(null);
    act(() => {
      first = result.current.run("save");
      second = result.current.run("publish");
    });
    // The second waits for the first: one call so far, without an id.
    await Promise.resolve();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).not.toHaveProperty("id");

    await act(async () => {
      release();
      await first;
      await second;
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0]).toMatchObject({ id: 7, slug: "le-comite-mensuel" });
    expect(save.mock.calls[1]![1]).toBe("publish");
  });
});
