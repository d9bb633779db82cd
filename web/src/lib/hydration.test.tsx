import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useMountedDuringHydration } from "./hydration";

function Probe() {
  const duringHydration = useMountedDuringHydration();
  return <span>{duringHydration ? "hydration" : "client"}</span>;
}

describe("useMountedDuringHydration", () => {
  it("is true when prerendering and keeps true after hydrating that markup", async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain("hydration");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe("hydration");
    container.remove();
  });

  it("is false for a component mounted by a client render", () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe("client");
  });
});
