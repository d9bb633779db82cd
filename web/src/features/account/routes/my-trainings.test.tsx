import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const fake = vi.hoisted(() => ({
  result: Promise.resolve({ data: [] as unknown[], error: null as unknown }) as Promise<unknown>,
  from: vi.fn(),
  select: vi.fn(),
  eq: vi.fn(),
}));
const toast = vi.hoisted(() => vi.fn());

vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    from: (table: string) => {
      fake.from(table);
      return {
        select: (columns: string) => {
          fake.select(columns);
          return {
            eq: (column: string, value: string) => {
              fake.eq(column, value);
              return fake.result;
            },
          };
        },
      };
    },
  }),
}));
vi.mock("~/lib/auth", () => ({ useAuth: () => ({ user: { id: "user-1" } }) }));
vi.mock("~/components/ui/toast", () => ({ toast }));

import MyTrainingsRoute from "./my-trainings";

const formation = {
  id: 7,
  theme: "Gestion",
  title: "Gestion de portefeuille de projets",
  description: "…",
  duration: "3 jours",
  formats: ["Présentiel"],
  expert: "Dr. Koffi",
  price: 950000,
  price_currency: "XOF",
};
const row = (id: number, status: string | null, extra: object = {}) => ({
  id,
  formation_id: 7,
  user_id: "user-1",
  payment_method: "carte",
  status,
  created_at: "2027-03-12T10:00:00Z",
  formations: formation,
  ...extra,
});

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: "/mes-formations", Component: MyTrainingsRoute }]);
  render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={["/mes-formations"]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  toast.mockReset();
  fake.from.mockReset();
  fake.select.mockReset();
  fake.eq.mockReset();
});
afterEach(() => vi.useRealTimers());

describe("/mes-formations", () => {
  it("shows 3 skeleton rows while loading", () => {
    fake.result = new Promise(() => {});
    renderScreen();
    expect(screen.getAllByTestId("enrollment-skeleton")).toHaveLength(3);
  });

  it("reads the person's enrolments with their course (call 5) and lists them with status labels", async () => {
    fake.result = Promise.resolve({
      data: [row(1, "pending"), row(2, "completed"), row(3, null), row(4, "refunded")],
      error: null,
    });
    renderScreen();
    const rows = await screen.findAllByTestId("enrollment-row");
    expect(fake.from).toHaveBeenCalledWith("enrollments");
    expect(fake.select).toHaveBeenCalledWith("*, formations(*)");
    expect(fake.eq).toHaveBeenCalledWith("user_id", "user-1");
    expect(rows.map((r) => within(r).getByTestId("enrollment-status").textContent)).toEqual([
      "En attente",
      "Terminée",
      "En attente",
      "refunded",
    ]);
    expect(within(rows[0]!).getByText("Gestion de portefeuille de projets")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("3 jours")).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/950\s000\sXOF/)).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole("link", { name: /Certificat/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole("link", { name: /Certificat/ })).toHaveAttribute("href", "/certificats");
    expect(within(rows[0]!).getByRole("link", { name: /Accéder/ })).toHaveAttribute("href", "/formations/7");
  });

  it("shows the empty state with a link to the catalogue", async () => {
    fake.result = Promise.resolve({ data: [], error: null });
    renderScreen();
    expect(await screen.findByRole("link", { name: "Découvrir nos formations" })).toHaveAttribute("href", "/formations");
  });

  it("shows the error toast and screen when the load fails", async () => {
    fake.result = Promise.resolve({ data: null, error: { message: "boom", code: "500" } });
    renderScreen();
    expect(await screen.findByText("Impossible de charger vos formations")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      title: "Erreur de chargement",
      description: "Impossible de charger vos inscriptions",
      variant: "destructive",
    });
  });

  it("turns a load still pending after 10 seconds into the error state", async () => {
    vi.useFakeTimers();
    fake.result = new Promise(() => {});
    renderScreen();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_900);
    });
    expect(screen.getAllByTestId("enrollment-skeleton")).toHaveLength(3);
    expect(toast).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByText("Impossible de charger vos formations")).toBeInTheDocument();
    expect(screen.queryAllByTestId("enrollment-skeleton")).toHaveLength(0);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Erreur de chargement", variant: "destructive" }));
  });

  it("reloads the page from 'Réessayer'", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    fake.result = Promise.resolve({ data: null, error: { message: "boom" } });
    renderScreen();
    (await screen.findByRole("button", { name: "Réessayer" })).click();
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
