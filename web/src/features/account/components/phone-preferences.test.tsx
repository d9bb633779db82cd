import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { backend, http, json, postgrestError, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";
import { PhonePreferences } from "./phone-preferences";

setupFakeBackend();
const learner = testUser({ id: "user-1", email: "awa@example.com", fullName: "Awa Koné" });

let saved: Record<string, unknown>[] = [];
beforeEach(() => {
  saved = [];
  backend.use(
    restGet("phone_contacts", () => saved),
    http("POST", "/rest/v1/rpc/set_phone_preferences", (request) => {
      const body = request.body as { p_phone: string; p_sms: boolean; p_whatsapp: boolean };
      if (!/^\+[1-9]\d{7,14}$/.test(body.p_phone)) return postgrestError("Numéro de mobile invalide", "PA422", 400);
      saved = [
        {
          user_id: "user-1",
          phone: body.p_phone,
          sms: body.p_sms,
          whatsapp: body.p_whatsapp,
          consent_at: "2026-12-06T21:00:00Z",
          consent_method: "Mon profil (site)",
          sms_stopped_at: null,
          whatsapp_stopped_at: null,
        },
      ];
      return json(saved[0]);
    }),
  );
});

const render = (country: string | null) =>
  renderWithProviders(<PhonePreferences userId="user-1" country={country} />, { path: "/profil", signedIn: learner });

describe("« Messages sur votre téléphone » in « Mon profil » (decision 1008)", () => {
  it("reads a number without prefix in the office's country, asks for the consent, then saves it in E.164", async () => {
    const { user } = render("Sénégal");
    const phone = await screen.findByLabelText("Numéro de mobile");
    expect(screen.getByText(/sénégalais \(\+221\)/)).toBeInTheDocument();
    await user.type(phone, "77 123 45 67");
    await user.click(screen.getByLabelText("Par WhatsApp"));
    await user.click(screen.getByRole("button", { name: "Enregistrer le numéro" }));
    expect(await screen.findByText("Cochez l'accord pour recevoir ces messages.")).toBeInTheDocument();
    expect(backend.requestsTo("/rest/v1/rpc/set_phone_preferences", "POST")).toHaveLength(0);

    await user.click(screen.getByLabelText("J'accepte"));
    await user.click(screen.getByRole("button", { name: "Enregistrer le numéro" }));
    expect(await screen.findByText("Numéro enregistré")).toBeInTheDocument();
    const [call] = backend.requestsTo("/rest/v1/rpc/set_phone_preferences", "POST");
    expect(call.body).toEqual({
      p_phone: "+221771234567",
      p_sms: true,
      p_whatsapp: true,
      p_method: "Mon profil (site)",
    });
    expect(await screen.findByText(/Accord enregistré le/)).toBeInTheDocument();
    expect(screen.getByLabelText("Numéro de mobile")).toHaveValue("+221 77 123 45 67");
  });

  it("refuses a number the country does not have, in French, without saving", async () => {
    const { user } = render("Côte d'Ivoire");
    await user.type(await screen.findByLabelText("Numéro de mobile"), "07 12 34 56");
    await user.click(screen.getByLabelText("J'accepte"));
    await user.click(screen.getByRole("button", { name: "Enregistrer le numéro" }));
    expect(await screen.findByText(/Ce numéro n'existe pas dans ce pays/)).toBeInTheDocument();
    expect(screen.getByLabelText("Numéro de mobile")).toHaveAttribute("aria-invalid", "true");
    expect(backend.requestsTo("/rest/v1/rpc/set_phone_preferences", "POST")).toHaveLength(0);
  });

  it("tells a learner who replied STOP how to receive the SMS again", async () => {
    saved = [
      {
        user_id: "user-1",
        phone: "+2250707123456",
        sms: true,
        whatsapp: false,
        consent_at: "2026-12-01T09:00:00Z",
        consent_method: "Mon profil (site)",
        sms_stopped_at: "2026-12-03T10:00:00Z",
        whatsapp_stopped_at: null,
      },
    ];
    render("Côte d'Ivoire");
    expect(await screen.findByText(/Vous avez répondu STOP aux SMS/)).toBeInTheDocument();
    expect(screen.getByLabelText("Numéro de mobile")).toHaveValue("+225 07 07 12 34 56");
    expect(screen.getByRole("button", { name: "Retirer mon numéro" })).toBeInTheDocument();
  });
});
