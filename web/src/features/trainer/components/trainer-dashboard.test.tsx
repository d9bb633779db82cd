import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({
  profile: null as null | { id: string; role: string; full_name: string | null },
  tables: {} as Record<string, unknown[]>,
  calls: [] as string[],
}));

/** A supabase-js query builder stand-in: records each call and resolves to the table's rows. */
function builder(table: string) {
  const chain: Record<string, unknown> = {};
  for (const method of ["select", "eq", "in", "order"]) {
    chain[method] = (...args: unknown[]) => {
      state.calls.push(`${table}.${method}(${JSON.stringify(args)})`);
      return chain;
    };
  }
  chain.then = (resolve: (value: unknown) => void) => resolve({ data: state.tables[table] ?? [], error: null });
  return chain;
}
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => ({ from: builder }) }));
vi.mock("~/lib/auth", () => ({ useAuth: () => ({ user: { id: "t1" } }) }));
vi.mock("~/domain/profile", () => ({ useProfile: () => ({ data: state.profile, isPending: false }) }));

import { TrainerDashboard } from "./trainer-dashboard";

const course = { id: 41, theme: "Gouvernance", title: "Gouvernance de projets publics", duration: "2 jours", formats: ["En ligne"], expert: "Awa Traoré" };
const learner = (id: number, full_name: string, company: string, status: string) => ({
  id,
  formation_id: 41,
  status,
  formations: course,
  profiles: { full_name, email: `${id}@example.com`, company, country: "Sénégal" },
});

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: "/tableau-de-bord", Component: TrainerDashboard }]);
  render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={["/tableau-de-bord"]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  state.calls = [];
  state.tables = {};
});

describe("TrainerDashboard", () => {
  it("lists the trainer's courses with their enrolment counts and learners", async () => {
    state.profile = { id: "t1", role: "trainer", full_name: "Awa Traoré" };
    state.tables = {
      formations: [course],
      enrollments: [learner(1, "Fatou Ndiaye", "Sonatel", "confirmed"), learner(2, "Koffi Mensah", "", "completed")],
    };
    renderDashboard();
    const card = await screen.findByTestId("trainer-course");
    expect(within(card).getByRole("heading", { name: "Gouvernance de projets publics" })).toBeInTheDocument();
    expect(within(card).getByText("2 inscriptions")).toBeInTheDocument();
    const rows = within(card).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent(/Fatou Ndiaye.*Sonatel.*Sénégal.*Confirmée/);
    expect(rows[1]).toHaveTextContent(/Koffi Mensah.*—.*Terminée/);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Bonjour, Awa Traoré");
    // Courses are found by the trainer's account (trainer_id), never by name; enrolments only for those courses.
    expect(state.calls).toContain('formations.eq(["trainer_id","t1"])');
    expect(state.calls.some((call) => call.includes('"expert"'))).toBe(false);
    expect(state.calls).toContain('enrollments.in(["formation_id",[41]])');
    expect(screen.getByRole("link", { name: /Calendrier des sessions/ })).toHaveAttribute("href", "/calendrier");
  });

  it("explains how courses are attributed when the trainer has none", async () => {
    state.profile = { id: "t2", role: "trainer", full_name: "Nouveau Formateur" };
    renderDashboard();
    expect(await screen.findByText("Aucune formation ne vous est attribuée pour le moment")).toBeInTheDocument();
    expect(screen.getByText(/Un administrateur attribue chaque formation à son formateur/)).toBeInTheDocument();
  });

  it("a trainer without a name is greeted as 'Utilisateur' and still sees their courses", async () => {
    state.profile = { id: "t3", role: "trainer", full_name: null };
    state.tables = { formations: [course], enrollments: [] };
    renderDashboard();
    expect(await screen.findByTestId("trainer-course")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Bonjour, Utilisateur");
    expect(state.calls).toContain('formations.eq(["trainer_id","t3"])');
  });

  it.each(["client", "admin"])("shows an access-reserved message to a %s and reads nothing", async (role) => {
    state.profile = { id: "x", role, full_name: "Quelqu'un" };
    renderDashboard();
    expect(screen.getByRole("heading", { name: "Accès réservé aux formateurs" })).toBeInTheDocument();
    expect(state.calls).toEqual([]);
  });
});
