import { createElement as h, render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDeferredValue, useOptimistic } from "./react";

afterEach(() => vi.useRealTimers());

describe("useDeferredValue on Preact (the app's tables draw their first rows first, decision 1056)", () => {
  it("shows the initial value in the first render, then the value in a render of its own", async () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    function Rows({ count }: { count: number }) {
      const drawn = useDeferredValue(count, Math.min(count, 12));
      seen.push(drawn);
      return h("p", null, String(drawn));
    }
    const root = document.createElement("div");
    await act(() => render(h(Rows, { count: 30 }), root));
    expect(root.textContent).toBe("12");
    await act(() => {
      vi.runAllTimers();
    });
    expect(root.textContent).toBe("30");
    expect(seen).toEqual([12, 30]);
  });

  it("without an initial value, shows the value at once and defers its later changes", async () => {
    vi.useFakeTimers();
    function Value({ value }: { value: string }) {
      return h("p", null, useDeferredValue(value));
    }
    const root = document.createElement("div");
    await act(() => render(h(Value, { value: "a" }), root));
    expect(root.textContent).toBe("a");
    await act(() => render(h(Value, { value: "b" }), root));
    expect(root.textContent).toBe("a");
    await act(() => {
      vi.runAllTimers();
    });
    expect(root.textContent).toBe("b");
  });
});

describe("useOptimistic on Preact (no transitions: the state passed in, a setter that changes nothing)", () => {
  it("shows the state it is given and keeps one setter across renders", async () => {
    const setters: ((action: unknown) => void)[] = [];
    function Count({ count }: { count: number }) {
      const [shown, addOptimistic] = useOptimistic(count);
      setters.push(addOptimistic);
      return h("p", null, String(shown));
    }
    const root = document.createElement("div");
    await act(() => render(h(Count, { count: 1 }), root));
    await act(() => setters[0]!(5));
    expect(root.textContent).toBe("1");
    await act(() => render(h(Count, { count: 2 }), root));
    expect(root.textContent).toBe("2");
    expect(setters[1]).toBe(setters[0]);
  });
});
