import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSearchParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leaveAfterNotice, NOTICE_BEFORE_LEAVING_MS } from "./page-url";
import { IslandProviders } from "./providers";

function ThemePicker({ label }: { label: string }) {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ theme: "Finance" }, { replace: true })}>
      {label}: {params.get("theme") ?? "aucun"}
    </button>
  );
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.documentElement.removeAttribute("data-island-page");
  vi.useRealTimers();
});

describe("the page URL shared by islands", () => {
  it("changes the query string in place, and every island of the page reads it", async () => {
    window.history.replaceState(null, "", "/formations");
    const historyLength = window.history.length;
    // Two islands: two separate React roots, each with its own providers.
    render(
      <IslandProviders location={{ pathname: "/formations" }}>
        <ThemePicker label="cartes" />
      </IslandProviders>,
    );
    render(
      <IslandProviders location={{ pathname: "/formations" }}>
        <ThemePicker label="onglets" />
      </IslandProviders>,
    );
    expect(screen.getByRole("button", { name: "onglets: aucun" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "cartes: aucun" }));

    expect(window.location.pathname + window.location.search).toBe("/formations?theme=Finance");
    expect(window.history.length).toBe(historyLength); // replaced, not pushed
    expect(screen.getByRole("button", { name: "cartes: Finance" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "onglets: Finance" })).toBeInTheDocument();
  });
});

describe("leaving after a toast", () => {
  it("waits on an island page, where leaving is a page load", () => {
    vi.useFakeTimers();
    document.documentElement.setAttribute("data-island-page", "");
    const navigate = vi.fn();
    leaveAfterNotice(navigate);
    vi.advanceTimersByTime(NOTICE_BEFORE_LEAVING_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it("goes at once inside the single-page app", () => {
    const navigate = vi.fn();
    leaveAfterNotice(navigate);
    expect(navigate).toHaveBeenCalledOnce();
  });
});
