import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render";
import type { SessionReport } from "../lib/follow-up";

const api = vi.hoisted(() => ({
  report: null as unknown,
  error: null as unknown,
  save: vi.fn(),
  remind: vi.fn(),
  download: vi.fn(),
  setUrl: vi.fn(),
  toggle: vi.fn(),
  saveReminder: vi.fn(),
}));

vi.mock("../api/session-learning", () => ({
  useSessionReport: () =>
    api.error
      ? { isPending: false, isError: true, error: api.error }
      : { isPending: false, isError: false, data: api.report },
  useSessionLearningSettings: () => ({
    isPending: false,
    isError: false,
    data: { unlock_mode: "all", live_url: null, stuck_reminder_days: 7, dates: [] },
  }),
  useSaveStuckReminder: () => ({ mutate: api.saveReminder, isPending: false, isError: false, isSuccess: false }),
  useSaveSessionLearning: () => ({ mutate: api.save, isPending: false, isError: false, isSuccess: false }),
  useRemindStuck: () => ({ mutate: api.remind, isPending: false, isError: false, isSuccess: false }),
  useLiveSettings: () => ({
    data: {
      live_url: "https://meet.example.com/abc",
      slots: [
        {
          id: 41,
          starts_at: "2026-01-05T09:00:00Z",
          ends_at: "2026-01-05T12:30:00Z",
          time_zone: "Africa/Dakar",
          online: true,
        },
        {
          id: 42,
          starts_at: "2026-01-05T13:30:00Z",
          ends_at: "2026-01-05T17:00:00Z",
          time_zone: "Africa/Dakar",
          online: false,
        },
      ],
    },
  }),
  useSetLiveUrl: () => ({ mutate: api.setUrl, isPending: false, isError: false, isSuccess: false }),
  useToggleLiveClass: () => ({ mutate: api.toggle, isPending: false }),
  useFormationInsights: () => ({
    data: {
      learners: 2,
      lessons: [{ lesson_id: 1, title: "Introduction", module_title: "Bases", started: 2, done: 1 }],
      questions: [
        { question_id: 3, prompt: "La capitale ?", quiz_title: "Final", answered: 4, missed: 3, missed_percent: 75 },
      ],
    },
  }),
}));
vi.mock("../api/content", () => ({
  useAuthoredOutline: () => ({ data: [{ id: 11, title: "Bases", learning_lessons: [] }] }),
}));
vi.mock("~/features/enquiries/admin", async (original) => ({
  ...(await original<object>()),
  downloadCsv: api.download,
}));

import SessionLearningRoute from "./session-learning";

const report: SessionReport = {
  session: {
    id: 7,
    starts_on: "2026-01-05",
    ends_on: "2026-01-09",
    city: "Dakar",
    format: "Hybride",
    formation_id: 3,
    formation_title: "Gouvernance des données",
  },
  stuck_days: 7,
  lessons_total: 2,
  quizzes: [
    { id: 1, title: "Positionnement", kind: "positioning", pass_percent: 0 },
    { id: 2, title: "Quiz final", kind: "final", pass_percent: 70 },
  ],
  knowledge: { measured: 1, before: 20, after: 80, gain: 60 },
  learners: [
    {
      enrollment_id: 21,
      name: "Awa Diop",
      email: "awa@example.com",
      lessons_done: 2,
      percent: 100,
      seconds_spent: 3900,
      last_activity_at: "2026-01-06T10:00:00Z",
      stuck: false,
      reminded_at: null,
      before_percent: 20,
      after_percent: 80,
      quizzes: [
        { quiz_id: 1, attempts: 1, best_percent: 20, passed: true },
        { quiz_id: 2, attempts: 2, best_percent: 80, passed: true },
      ],
    },
    {
      enrollment_id: 22,
      name: "Binta Sow",
      email: "binta@example.com",
      lessons_done: 0,
      percent: 0,
      seconds_spent: 0,
      last_activity_at: null,
      stuck: true,
      reminded_at: null,
      before_percent: null,
      after_percent: null,
      quizzes: [],
    },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  api.report = report;
  api.error = null;
});

const render = () =>
  renderWithProviders(<SessionLearningRoute />, {
    path: "/gestion-sessions/:sessionId/parcours",
    url: "/gestion-sessions/7/parcours",
  });

describe("/gestion-sessions/:sessionId/parcours", () => {
  it("shows each learner's progress, time, scores and attempts, the stuck ones, and the knowledge gain", async () => {
    const { user } = render();
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Gouvernance des données");
    const rows = screen.getAllByTestId("learner-progress-row");
    expect(rows[0]).toHaveTextContent("Awa Diop100 % (2/2)1 h 0520 % réussi (1 tentative)80 % réussi (2 tentatives)");
    expect(rows[1]).toHaveTextContent("Inactif depuis 7 jours ou plus");
    expect(screen.getByText("+60 points")).toBeInTheDocument();
    expect(screen.getByText("75 % manquée (3/4)")).toBeInTheDocument();
    expect(screen.getByText("50 % terminée · 1 arrêté(s) en cours")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Relancer les apprenants inactifs (1)" }));
    expect(api.remind).toHaveBeenCalledWith(7);
    await user.click(screen.getByRole("button", { name: "Exporter en CSV" }));
    expect(api.download).toHaveBeenCalledWith(
      "parcours-session-7.csv",
      expect.stringContaining("Awa Diop;awa@example.com;2/2;100;65"),
    );
  });

  it("sets how the modules open: by date, with each module's date", async () => {
    const { user } = render();
    await user.click(await screen.findByLabelText(/Par date/));
    await user.type(screen.getByLabelText(/Module 1 · Bases/), "2026-01-07");
    await user.click(screen.getByRole("button", { name: "Enregistrer l'ouverture" }));
    expect(api.save).toHaveBeenCalledWith({ unlock_mode: "dates", dates: { 11: "2026-01-07" } });
  });

  it("gives the video-call link and marks the half-days held online", async () => {
    const { user } = render();
    const link = await screen.findByLabelText(/Lien de la visioconférence/);
    expect(link).toHaveValue("https://meet.example.com/abc");
    await user.clear(link);
    await user.type(link, "https://meet.example.com/xyz");
    await user.click(screen.getByRole("button", { name: "Enregistrer le lien" }));
    expect(api.setUrl).toHaveBeenCalledWith("https://meet.example.com/xyz");
    expect(screen.getByLabelText(/à 12 h 30/)).toBeChecked();
    await user.click(screen.getByLabelText(/à 17 h/));
    expect(api.toggle).toHaveBeenCalledWith({ slotId: 42, online: true });
  });

  it("sets the daily automatic reminder's days, refuses a day count out of range, and turns it off", async () => {
    const { user } = render();
    const days = await screen.findByLabelText(/Inactif depuis \(jours\)/);
    expect(days).toHaveValue(7);
    await user.clear(days);
    await user.type(days, "400");
    await user.click(screen.getByRole("button", { name: "Enregistrer la relance" }));
    expect(screen.getByText("Indiquez un nombre de jours entre 1 et 365.")).toBeInTheDocument();
    expect(api.saveReminder).not.toHaveBeenCalled();
    await user.clear(days);
    await user.type(days, "10");
    await user.click(screen.getByRole("button", { name: "Enregistrer la relance" }));
    expect(api.saveReminder).toHaveBeenCalledWith(10);
    await user.click(screen.getByLabelText(/Relancer par e-mail, une fois, chaque apprenant inactif/));
    expect(days).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Enregistrer la relance" }));
    expect(api.saveReminder).toHaveBeenLastCalledWith(null);
  });

  it("says in French when the session is not the caller's", async () => {
    api.error = Object.assign(new Error("refus"), { code: "PA403" });
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Suivi réservé à l'équipe et aux formateurs de la session",
    );
  });
});
