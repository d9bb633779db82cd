import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const rpc = vi.hoisted(() => vi.fn(async () => ({ data: null, error: null })));
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({ rpc }),
  getSupabaseStorage: async () => ({}),
}));

import { useLearningTime } from "./learning";

describe("useLearningTime", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    rpc.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("tells the database the time on the lesson every 30 seconds and when the learner leaves", async () => {
    const { unmount } = renderHook(() => useLearningTime(4, 9, true));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(rpc).toHaveBeenLastCalledWith("record_learning_time", { p_enrollment: 4, p_lesson: 9, p_seconds: 30 });
    await vi.advanceTimersByTimeAsync(12_000);
    unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(rpc).toHaveBeenLastCalledWith("record_learning_time", { p_enrollment: 4, p_lesson: 9, p_seconds: 12 });
    expect(rpc).toHaveBeenCalledTimes(2);
  });

  it("counts nothing for a locked lesson, nor a few seconds", async () => {
    const locked = renderHook(() => useLearningTime(4, 9, false));
    await vi.advanceTimersByTimeAsync(60_000);
    locked.unmount();
    const glance = renderHook(() => useLearningTime(4, 9, true));
    await vi.advanceTimersByTimeAsync(3_000);
    glance.unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(rpc).not.toHaveBeenCalled();
  });
});
