import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { SEND_FAILURE_MESSAGES } from "~/features/enquiries";
import { backend, http, postgrestError, renderWithProviders, restInsert, setupFakeBackend } from "~/test";
import ServicesRoute from "../../routes/services";

setupFakeBackend();
const ACK = "Demande envoyée";
const stored = () => backend.requestsTo("/rest/v1/enquiries", "POST").map((request) => request.body);

function renderServices() {
  return renderWithProviders(<ServicesRoute />, { path: "/services" }).user;
}

describe("service request dialog", () => {
  beforeEach(() => {
    backend.use(restInsert("enquiries"));
  });

  it("opens with the chosen service prefilled and read-only", async () => {
    const user = renderServices();
    await user.click(screen.getByRole("button", { name: /Demander ce service : Coaching de dirigeants et d'équipes/ }));

    const dialog = await screen.findByRole("dialog", { name: "Demander ce service" });
    const service = within(dialog).getByLabelText("Service demandé");
    expect(service).toHaveValue("Coaching de dirigeants et d'équipes");
    expect(service).toHaveAttribute("readonly");
    await user.type(service, "xyz");
    expect(service).toHaveValue("Coaching de dirigeants et d'équipes");
  });

  it("closes on 'Annuler' without acknowledging anything", async () => {
    const user = renderServices();
    await user.click(screen.getByRole("button", { name: /Demander ce service : Gestion de projet/ }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByText(ACK)).not.toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it("validates on 'Envoyer', stores a 'service' enquiry, then acknowledges with a toast naming the service and closes", async () => {
    const user = renderServices();
    await user.click(screen.getByRole("button", { name: /Demander ce service : Transformation agile/ }));
    const dialog = await screen.findByRole("dialog");

    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    expect(await within(dialog).findByText("Veuillez indiquer votre nom.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nom/)).toHaveAttribute("aria-invalid", "true");
    expect(stored()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Nom/), "Awa Diallo");
    await user.type(within(dialog).getByLabelText(/^Adresse e-mail/), "awa.diallo@exemple.sn");
    await user.type(within(dialog).getByLabelText(/^Votre besoin/), "Nous lançons deux équipes Scrum en janvier.");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText(ACK)).toBeInTheDocument();
    expect(screen.getByText(/«\sTransformation agile\s»/)).toBeInTheDocument();
    expect(stored()).toEqual([
      expect.objectContaining({
        kind: "service",
        full_name: "Awa Diallo",
        email: "awa.diallo@exemple.sn",
        details: { service: "Transformation agile" },
        website: "",
      }),
    ]);
  });

  it("stays open with what was typed and says so when the request is not stored", async () => {
    backend.use(http("POST", "/rest/v1/enquiries", () => postgrestError("boom", "XX000", 500)));
    const user = renderServices();
    await user.click(screen.getByRole("button", { name: /Demander ce service : Gestion de projet/ }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/^Nom/), "Awa Diallo");
    await user.type(within(dialog).getByLabelText(/^Adresse e-mail/), "awa.diallo@exemple.sn");
    await user.type(within(dialog).getByLabelText(/^Votre besoin/), "Un plan de redressement pour un projet.");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.failed);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nom/)).toHaveValue("Awa Diallo");
    expect(screen.queryByText(ACK)).not.toBeInTheDocument();
  });

  it("prefills the newly chosen service when reopened for another offer", async () => {
    const user = renderServices();
    await user.click(screen.getByRole("button", { name: /Demander ce service : Gestion de projet/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: /Demander ce service : Formation et certification/ }));
    expect(within(await screen.findByRole("dialog")).getByLabelText("Service demandé")).toHaveValue(
      "Formation et certification",
    );
  });
});
