import { render, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-zod-resolver";
import { useWarmUpAtIdle, type Warmer } from "./warm-up";

function Form({ warmers }: { warmers: Warmer[] }) {
  useWarmUpAtIdle(...warmers);
  return <form aria-label="formulaire" />;
}

describe("warm-up at idle", () => {
  it("loads a form's validation once it is on screen, so the submit downloads nothing more", async () => {
    const loadSchema = vi.fn(async () => z.object({ name: z.string().min(1, "Nom requis") }));
    const resolver = lazyZodResolver<{ name: string }>(loadSchema);
    render(<Form warmers={[resolver.warm]} />);
    await waitFor(() => expect(loadSchema).toHaveBeenCalledTimes(1));

    const result = await resolver({ name: "" }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.name?.message).toBe("Nom requis");
    expect(loadSchema).toHaveBeenCalledTimes(1); // the submit reused what was warmed
  });

  it("runs the warmers one after the other, and a failing one does not stop the next", async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = vi.fn(() => new Promise<void>((resolve) => (finishFirst = resolve)).then(() => order.push("first")));
    const failing = vi.fn(async () => {
      order.push("failing");
      throw new Error("chunk failed");
    });
    const last = vi.fn(async () => order.push("last"));
    render(<Form warmers={[first, failing, last]} />);
    await waitFor(() => expect(first).toHaveBeenCalled());
    expect(failing).not.toHaveBeenCalled();
    finishFirst();
    await waitFor(() => expect(order).toEqual(["first", "failing", "last"]));
  });

  it("fetches nothing for a form unmounted before the browser was idle", async () => {
    const warm = vi.fn(async () => undefined);
    const { unmount } = render(<Form warmers={[warm]} />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(warm).not.toHaveBeenCalled();
  });
});
