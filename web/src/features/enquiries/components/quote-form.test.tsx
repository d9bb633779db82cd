import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { backend, http, json, renderWithProviders, restInsert, setupFakeBackend } from "~/test";
import QuotePage from "../routes/quote";
import { SEND_FAILURE_MESSAGES } from "../lib/send-errors";

setupFakeBackend();
const THANKS = "Demande de devis envoyée";
type SentQuote = Record<string, unknown> & { subject: string; details: { formation_ids: number[] } };
const stored = () => backend.requestsTo("/rest/v1/enquiries", "POST").map((request) => request.body as SentQuote);

function openQuote(url = "/devis") {
  return renderWithProviders(<QuotePage />, { path: "/devis", url }).user;
}

const formation = (name: string) => screen.getByRole("checkbox", { name });

/** Pasted rather than typed key by key: the form is long and the assertions are about what is sent. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /Nom complet/, "Fatou Ndiaye");
  await enter(user, /Adresse email/, "fatou@sonatel.example");
  await enter(user, /^Organisation/, "Sonatel");
  await enter(user, /Nombre de participants/, "12");
  await enter(user, /Ville de la formation/, "Dakar");
  await enter(user, /Dates ou période/, "Mars 2027");
}

// The schema (zod) is downloaded on the first validation: give it time on a loaded machine.
const LOAD = { timeout: 10_000 };

describe("quote request (/devis)", () => {
  beforeEach(() => {
    backend.use(restInsert("enquiries"));
  });

  it("checks the formation a formation page linked from, and nothing for an unknown id", async () => {
    openQuote("/devis?formation=1");
    expect(await screen.findByRole("checkbox", { name: "Leadership transformationnel pour dirigeants" })).toBeChecked();
    expect(document.querySelectorAll('input[type="checkbox"]:checked')).toHaveLength(1);
  }, 30_000);

  it("refuses an empty request field by field, in French", async () => {
    const user = openQuote();
    await user.click(screen.getByRole("button", { name: "Demander un devis" }));
    expect(await screen.findByText("Veuillez indiquer votre organisation.", {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer le nombre de participants.")).toBeInTheDocument();
    expect(screen.getByText("Choisissez au moins une formation.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer la ville de la formation.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer les dates ou la période souhaitées.")).toBeInTheDocument();
    expect(stored()).toEqual([]);
  }, 30_000);

  it("refuses a headcount outside 1–1000", async () => {
    const user = openQuote("/devis?formation=1");
    await fill(user);
    const participants = screen.getByLabelText(/Nombre de participants/);
    await user.clear(participants);
    await user.paste("5000");
    await user.click(screen.getByRole("button", { name: "Demander un devis" }));
    expect(await screen.findByText("Indiquez un nombre entre 1 et 1000.", {}, LOAD)).toBeInTheDocument();
    expect(stored()).toEqual([]);
  }, 30_000);

  it("stores a 'quote' enquiry with the formations, headcount, dates, city and budget, then thanks", async () => {
    const user = openQuote("/devis?formation=1");
    await fill(user);
    const leadership = within(screen.getByRole("group", { name: "Leadership" }));
    const second = leadership.getAllByRole("checkbox")[1];
    await user.click(second);
    await enter(user, /Budget indicatif/, "10 000 000 XOF");
    await user.click(screen.getByRole("button", { name: "Demander un devis" }));

    expect(await screen.findByText(THANKS, {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(stored()).toHaveLength(1));
    const sent = stored()[0]!;
    expect(sent).toMatchObject({
      kind: "quote",
      full_name: "Fatou Ndiaye",
      email: "fatou@sonatel.example",
      organisation: "Sonatel",
      website: "",
      details: {
        participants: 12,
        preferred_dates: "Mars 2027",
        city: "Dakar",
        budget: "10 000 000 XOF",
      },
    });
    expect(sent.details.formation_ids).toEqual([1, Number(second.getAttribute("value"))]);
    expect(sent.subject).toMatch(/^Demande de devis\s: Leadership transformationnel pour dirigeants, /);
    expect(formation("Leadership transformationnel pour dirigeants")).not.toBeChecked();
    expect(screen.getByLabelText(/^Organisation/)).toHaveValue("");
  }, 30_000);

  it("keeps what was typed and says so when the request is not stored", async () => {
    backend.use(http("POST", "/rest/v1/enquiries", () => json({ message: "Too many requests" }, 429)));
    const user = openQuote("/devis?formation=1");
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Demander un devis" }));
    expect(await screen.findByRole("alert", {}, LOAD)).toHaveTextContent(SEND_FAILURE_MESSAGES.rateLimited);
    expect(screen.getByLabelText(/^Organisation/)).toHaveValue("Sonatel");
    expect(formation("Leadership transformationnel pour dirigeants")).toBeChecked();
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  }, 30_000);
});
