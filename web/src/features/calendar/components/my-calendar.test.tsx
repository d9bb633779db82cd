import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { BACKEND_URL, backend, http, json, renderWithProviders, setupFakeBackend, testUser } from "~/test";
import { MyCalendar } from "./my-calendar";

setupFakeBackend();
const learner = testUser({ id: "user-1", email: "awa@example.com", fullName: "Awa Koné" });
const TOKEN = "a".repeat(64);
const NEXT = "b".repeat(64);

let createdAt: string | null = null;
beforeEach(() => {
  createdAt = null;
  let tokens = [TOKEN, NEXT];
  backend.use(
    http("POST", "/rest/v1/rpc/calendar_feed_created_at", () => json(createdAt)),
    http("POST", "/rest/v1/rpc/create_calendar_feed", () => {
      createdAt = "2026-12-07T10:00:00Z";
      const [token, ...rest] = tokens;
      tokens = rest;
      return json(token);
    }),
    http("POST", "/rest/v1/rpc/revoke_calendar_feed", () => {
      createdAt = null;
      return json(null);
    }),
  );
});

const render = (who: "learner" | "trainer" = "learner") =>
  renderWithProviders(<MyCalendar userId="user-1" who={who} />, { path: "/profil", signedIn: learner });

describe("« Mon calendrier » (decision 1020)", () => {
  it("makes a private link, shows it once with copy, webcal: and revoke; revoking ends it", async () => {
    const { user } = render();
    expect(await screen.findByRole("heading", { name: "Mon calendrier" })).toBeInTheDocument();
    expect(screen.getByText(/vos sessions de formation/)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Créer mon lien de calendrier" }));

    const url = `${BACKEND_URL}/functions/v1/calendar-feed/${TOKEN}.ics`;
    expect(await screen.findByLabelText("Adresse de votre calendrier")).toHaveValue(url);
    expect(screen.getByRole("link", { name: "Ajouter à mon agenda" })).toHaveAttribute(
      "href",
      `webcal://backend.test/functions/v1/calendar-feed/${TOKEN}.ics`,
    );
    await user.click(screen.getByRole("button", { name: "Copier le lien" }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByRole("button", { name: "Copié" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Révoquer le lien" }));
    expect(await screen.findByText("Lien révoqué")).toBeInTheDocument();
    expect(backend.requestsTo("/rest/v1/rpc/revoke_calendar_feed", "POST")).toHaveLength(1);
    expect(screen.queryByLabelText("Adresse de votre calendrier")).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Créer mon lien de calendrier" })).toBeInTheDocument();
  });

  it("an active link is not shown again: a new one replaces it", async () => {
    createdAt = "2026-12-01T10:00:00Z";
    const { user } = render("trainer");
    expect(await screen.findByText(/Un lien créé le 1er décembre 2026 est actif/)).toBeInTheDocument();
    expect(screen.getByText(/les sessions que vous animez/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Adresse de votre calendrier")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Nouveau lien" }));
    expect(await screen.findByLabelText("Adresse de votre calendrier")).toHaveValue(
      `${BACKEND_URL}/functions/v1/calendar-feed/${TOKEN}.ics`,
    );
  });
});
