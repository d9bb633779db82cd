import { screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_FAILURE_MESSAGES } from "~/features/enquiries";
import { backend, http, json, renderWithProviders, restInsert, setupFakeBackend } from "~/test";
import { HomeHeroIsland } from "../../islands/home-hero-island";
import { PROJECT_DIALOG_ID, ProjectContactDialog } from "./project-contact-dialog";

setupFakeBackend();
const THANKS = "Merci pour votre message";
const stored = () => backend.requestsTo("/rest/v1/enquiries", "POST").map((request) => request.body);

const dialog = () => document.getElementById(PROJECT_DIALOG_ID) as HTMLDialogElement;

/** The dialog as « Contactez-nous » leaves it: opened by the browser. */
function setup() {
  const { user } = renderWithProviders(<ProjectContactDialog />);
  dialog().showModal();
  return user;
}

async function fill(user: ReturnType<typeof setup>) {
  await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
  await user.type(screen.getByLabelText(/Email professionnel/), "awa@orange.example");
  await user.type(screen.getByLabelText(/Votre projet/), "Un PMO pour 3 projets.");
}

describe("ProjectContactDialog", () => {
  beforeEach(() => {
    backend.use(restInsert("enquiries"));
  });

  it("opens from the page's HTML alone: « Contactez-nous » names the native dialog the browser shows (decision 1053)", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(
      <MemoryRouter>
        <HomeHeroIsland />
      </MemoryRouter>,
    );
    const button = [...page.querySelectorAll("button")].find((b) => b.textContent?.includes("Contactez-nous"))!;
    expect(button.getAttribute("commandfor")).toBe(PROJECT_DIALOG_ID);
    expect(button.getAttribute("command")).toBe("show-modal");
    const served = page.querySelector(`dialog#${PROJECT_DIALOG_ID}`)!;
    expect(served.hasAttribute("open")).toBe(false);
    // The form is there before any script: its first field, with the constraints the browser checks on its own.
    const first = served.querySelector("form input")!;
    expect(first.getAttribute("autocomplete")).toBe("name");
    expect(first.hasAttribute("required")).toBe(true);
    expect(served.querySelector('input[type="email"]')!.hasAttribute("required")).toBe(true);
    expect([...served.querySelectorAll("select option")].map((option) => option.textContent)).toEqual([
      "Choisissez un sujet",
      "Gestion de projet",
      "Transformation agile",
      "Formation",
      "Autre",
    ]);
    const closers = [...served.querySelectorAll('button[command="close"]')];
    expect(closers.map((closer) => closer.textContent)).toEqual(["Annuler", "Fermer"]);
    expect(closers.every((closer) => closer.getAttribute("commandfor") === PROJECT_DIALOG_ID)).toBe(true);
  });

  it("requires a name and an e-mail so the firm can answer", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByText("Veuillez indiquer votre nom")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse email")).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it("stores a 'project' enquiry, then thanks and closes", async () => {
    const user = setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await vi.waitFor(() => expect(dialog().open).toBe(false));
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]).toMatchObject({
      kind: "project",
      full_name: "Awa Koné",
      email: "awa@orange.example",
      phone: null,
      subject: "Discutons de votre projet",
      message: "Un PMO pour 3 projets.",
      details: {},
      website: "",
      consent: true,
    });
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(screen.getByText("Un conseiller vous répondra dans les 24h.")).toBeInTheDocument();
  });

  it("stores the subject chosen in the native list", async () => {
    const user = setup();
    await fill(user);
    await user.selectOptions(screen.getByLabelText("Sujet principal"), "Transformation agile");
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]).toMatchObject({
      subject: "Projet\u00a0: Transformation agile",
      details: { subject: "transformation" },
    });
  });

  it("stays open with what was typed and says so when the request is not stored", async () => {
    backend.use(http("POST", "/rest/v1/enquiries", () => json({ message: "unavailable" }, 503)));
    const user = setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.failed);
    expect(dialog().open).toBe(true);
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("Awa Koné");
    expect(screen.getByTestId("consent-notice")).toBeInTheDocument();
  });
});
