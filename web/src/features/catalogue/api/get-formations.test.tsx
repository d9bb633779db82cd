import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Formation } from "@common/database";
import { demoFormationRows } from "~/lib/formations";

vi.mock("~/lib/runtime-config", () => ({
  loadRuntimeConfig: async () => ({ supabaseUrl: "http://api.test", supabaseAnonKey: "anon-key" }),
}));
vi.mock("~/lib/hydration", () => ({ useMountedDuringHydration: () => false }));
const { fetchCatalogueOverview, useCatalogueCards } = await import("./get-formations");

/** A backend of `size` formations (themes taken in turn from the demo's) answering as PostgREST does. */
function backend(size: number) {
  const themes = [...new Set(demoFormationRows.map((f) => f.theme))];
  const rows: Formation[] = Array.from({ length: size }, (_, i) => ({
    ...demoFormationRows[i % 30]!,
    id: i + 1,
    theme: themes[i % themes.length]!,
  }));
  const requests: { url: URL; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input);
    requests.push({ url, headers: init.headers as Record<string, string> });
    if (url.searchParams.get("select") === "theme,count(),id.min()") {
      const byTheme = themes.map((theme) => ({
        theme,
        count: rows.filter((r) => r.theme === theme).length,
        min: rows.find((r) => r.theme === theme)!.id,
      }));
      return Response.json(byTheme.reverse());
    }
    const theme = url.searchParams.get("theme")?.slice(3);
    const matching = rows.filter((r) => !theme || r.theme === theme);
    const offset = Number(url.searchParams.get("offset"));
    const page = matching.slice(offset, offset + Number(url.searchParams.get("limit")));
    const range = page.length ? `${offset}-${offset + page.length - 1}` : "*";
    return Response.json(page, { headers: { "content-range": `${range}/${matching.length}` } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests };
}

interface Asked {
  theme: string | null;
  count: number;
}

function renderCatalogue(asked: Asked) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ theme, count }: Asked) => useCatalogueCards(theme, count), { wrapper, initialProps: asked });
}

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useCatalogueCards", () => {
  it("reads a small catalogue once, with the anon key only and an exact count, then filters and pages it in the browser", async () => {
    const { requests } = backend(30);
    const { result, rerender } = renderCatalogue({ theme: null, count: 12 });
    await waitFor(() => expect(result.current.data?.formations).toHaveLength(12));
    expect(result.current.data).toMatchObject({ total: 30, fromDemo: false });
    rerender({ theme: null, count: 36 });
    expect(result.current.data!.formations.map((f) => f.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    rerender({ theme: "Finance", count: 12 });
    expect(result.current.data!.formations.every((f) => f.theme === "Finance")).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.pathname).toBe("/rest/v1/formations");
    expect(requests[0]!.headers).toEqual({ apikey: "anon-key", accept: "application/json", prefer: "count=exact" });
  });

  it("reads a large catalogue by pages of 36, only as far as the cards asked for: « Voir plus » reads the next one", async () => {
    const { requests } = backend(3000);
    const { result, rerender } = renderCatalogue({ theme: null, count: 12 });
    await waitFor(() => expect(result.current.data?.total).toBe(3000));
    expect(result.current.data!.formations.map((f) => f.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(result.current.data!.themes[0]).toBe("Leadership"); // catalogue order, whatever order the server grouped in
    expect(result.current.data!.themes).toHaveLength(10);
    const read = requests.length; // the first page and the themes

    rerender({ theme: null, count: 48 });
    expect(result.current.loadingMore).toBe(true);
    expect(result.current.data!.formations).toHaveLength(36); // the cards at hand stay while the next are read
    await waitFor(() => expect(result.current.data!.formations).toHaveLength(48));
    expect(result.current.loadingMore).toBe(false);
    expect(result.current.data!.formations.map((f) => f.id)).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
    expect(requests).toHaveLength(read + 1);
    expect(Object.fromEntries(requests.at(-1)!.url.searchParams)).toMatchObject({ offset: "36", limit: "36" });
  });

  it("keeps the theme across pages, and never asks past its last formation", async () => {
    const { requests } = backend(3000);
    const { result, rerender } = renderCatalogue({ theme: "Finance", count: 12 });
    await waitFor(() => expect(result.current.data?.total).toBe(300));
    expect(result.current.data!.formations).toHaveLength(12);
    rerender({ theme: "Finance", count: 12_000 }); // ?theme=Finance&page=1000
    await waitFor(() => expect(result.current.data!.formations).toHaveLength(300));
    expect(result.current.data!.formations.every((f) => f.theme === "Finance")).toBe(true);
    const pages = requests.filter(({ url }) => url.searchParams.get("theme") === "eq.Finance");
    expect(pages.map(({ url }) => Number(url.searchParams.get("offset"))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 9 }, (_, i) => i * 36),
    );
    expect(
      requests.every(
        ({ url }) => url.searchParams.has("limit") || url.searchParams.get("select") === "theme,count(),id.min()",
      ),
    ).toBe(true);
  });

  it("shows the demo formations when the backend fails or is empty (spec §4)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 503 })),
    );
    expect(await fetchCatalogueOverview()).toMatchObject({ fromDemo: true, total: 30, complete: true });
    backend(0);
    const { result } = renderCatalogue({ theme: "Gestion", count: 12 });
    await waitFor(() => expect(result.current.data?.fromDemo).toBe(true));
    expect(result.current.data!.formations.map((f) => f.id)).toEqual(
      demoFormationRows.filter((f) => f.theme === "Gestion").map((f) => f.id),
    );
  });
});
