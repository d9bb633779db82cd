import { screen } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEND_FAILURE_MESSAGES } from "~/features/enquiries";
import { demoFormations } from "~/content/formations";
import { invalidateShownSessions } from "~/lib/formation-sessions";
import { backend, http, postgrestError, renderWithProviders, restGet, restInsert, setupFakeBackend } from "~/test";
import { InfoRequestForm } from "./info-request-form";

setupFakeBackend();
const THANKS = "Demande envoyée";
const FORMATION = demoFormations.find((f) => f.id === 25)!;
const session = {
  id: 71,
  formation_id: 25,
  starts_on: "2030-03-11",
  ends_on: "2030-03-13",
  format: "Présentiel",
  city: "Dakar",
  venue: "",
  capacity: 20,
  reserved_seats: 0,
  seats_held: 0,
  seats_left: 20,
  status: "open",
  formations: { title: FORMATION.title },
};
const stored = () => backend.requestsTo("/rest/v1/enquiries", "POST").map((request) => request.body);

beforeAll(() => {
  // Radix Select relies on pointer capture and scrolling, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function renderForm() {
  return renderWithProviders(<InfoRequestForm />, { path: "/catalogue" }).user;
}

async function fillValid(user: ReturnType<typeof renderForm>) {
  await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
  await user.type(screen.getByLabelText(/Adresse email/), "awa@example.com");
  await user.click(screen.getByRole("combobox", { name: /Formation qui vous intéresse/ }));
  await user.click(await screen.findByRole("option", { name: FORMATION.title }));
  await user.type(screen.getByLabelText(/^Message/), "Dix participants en mars.");
}

describe("information-request form", () => {
  beforeEach(() => {
    invalidateShownSessions();
    backend.use(restInsert("enquiries"), restGet("course_sessions", [session]));
  });

  it("shows French errors on the required fields and sends nothing", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByText("Veuillez indiquer votre nom")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse email")).toBeInTheDocument();
    expect(screen.getByText("Veuillez choisir une formation")).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveAttribute("aria-invalid", "true");
    expect(stored()).toEqual([]);
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it("stores an 'information' enquiry, then confirms with a toast and resets the form", async () => {
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(
      screen.getByText("Merci pour votre intérêt. Un conseiller formation vous répondra dans les plus brefs délais."),
    ).toBeInTheDocument();
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({
      kind: "information",
      full_name: "Awa Koné",
      email: "awa@example.com",
      message: "Dix participants en mars.",
      details: { formation_id: 25, formation: FORMATION.title, theme: FORMATION.theme },
      website: "",
      consent: true,
    });
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
    expect(screen.getByRole("combobox", { name: /Formation qui vous intéresse/ })).toHaveTextContent(
      "Choisissez une formation",
    );
  });

  it("names the session asked about, where the formation has one", async () => {
    const user = renderForm();
    await fillValid(user);
    await user.click(await screen.findByRole("combobox", { name: "Session" }));
    await user.click(await screen.findByRole("option", { name: "11 – 13 mars 2030 · Dakar" }));
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(stored()[0]).toMatchObject({
      subject: `Demande d'information\u00a0: ${FORMATION.title}`,
      details: { formation_id: 25, session_id: 71, session: "11 – 13 mars 2030 · Dakar" },
    });
  });

  it("keeps what was typed and says so when the request is not stored", async () => {
    backend.use(http("POST", "/rest/v1/enquiries", () => postgrestError("boom", "XX000", 500)));
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.failed);
    expect(stored()).toHaveLength(1);
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("Awa Koné");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Dix participants en mars.");
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });
});
