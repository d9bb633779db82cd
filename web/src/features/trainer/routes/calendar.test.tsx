import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ profile: null as null | { id: string; role: string; full_name: string }, courses: [] as unknown[] }));
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    from: () => {
      const chain = { select: () => chain, eq: () => chain, order: async () => ({ data: state.courses, error: null }) };
      return chain;
    },
  }),
}));
// The sessions as the database serves them (its seed is the built-in list).
vi.mock("~/lib/course-sessions", async () => {
  const { sessions } = await import("~/content/sessions");
  return { useShownSessions: () => ({ data: sessions, isPlaceholderData: false, isError: false, refetch: () => {} }) };
});
vi.mock("~/lib/auth", () => ({ useAuth: () => ({ user: { id: "t1" } }) }));
vi.mock("~/domain/profile", () => ({ useProfile: () => ({ data: state.profile, isPending: false }) }));

import CalendarRoute from "./calendar";

function renderCalendar() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: "/calendrier", Component: CalendarRoute }]);
  render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={["/calendrier"]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-01T09:00:00Z"));
  state.profile = { id: "t1", role: "trainer", full_name: "Dr. Koffi" };
  state.courses = [{ id: 10, title: "IA générative appliquée à la gestion de projet", expert: "Dr. Koffi" }];
});
afterEach(() => vi.useRealTimers());

describe("/calendrier", () => {
  it("opens on the next session's month and switches months with the keyboard", async () => {
    renderCalendar();
    expect(await screen.findByRole("heading", { name: "janvier 2027" })).toBeInTheDocument();
    expect(screen.getAllByTestId("calendar-session")).toHaveLength(1);
    expect(screen.getByTestId("calendar-session")).toHaveTextContent("Préparation à la certification PMP®");
    const firstDay = document.querySelector('[data-date="2027-01-11"]')!;
    expect(firstDay).toHaveTextContent("Préparation à la certification PMP®");
    expect(document.querySelector('[data-date="2027-01-16"]')).not.toHaveTextContent("PMP");

    const user = userEvent.setup();
    screen.getByRole("button", { name: "Mois suivant" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("heading", { name: "février 2027" })).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("heading", { name: "mars 2027" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mois précédent" }));
    expect(screen.getByRole("heading", { name: "février 2027" })).toBeInTheDocument();
  });

  it("marks the sessions of the trainer's own courses with words, not colour alone", async () => {
    renderCalendar();
    await screen.findByRole("heading", { name: "janvier 2027" });
    expect(screen.queryByText("Votre formation")).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Mois suivant" }));
    const session = screen.getByTestId("calendar-session");
    expect(session).toHaveTextContent("IA générative appliquée à la gestion de projet");
    expect(within(session).getByText("Votre formation")).toBeInTheDocument();
    expect(document.querySelector('[data-date="2027-02-04"]')).toHaveTextContent("(votre formation)");
  });

  it("shows an empty month honestly", async () => {
    renderCalendar();
    await screen.findByRole("heading", { name: "janvier 2027" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Mois précédent" }));
    expect(screen.getByText("Aucune session programmée ce mois-ci.")).toBeInTheDocument();
  });

  it("is reserved to trainers", () => {
    state.profile = { id: "c1", role: "client", full_name: "Awa" };
    renderCalendar();
    expect(screen.getByRole("heading", { name: "Accès réservé aux formateurs" })).toBeInTheDocument();
  });
});
