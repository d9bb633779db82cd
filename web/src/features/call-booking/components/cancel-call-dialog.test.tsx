import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, http, postgrestError, renderWithProviders, rpc, setupFakeBackend, testUser } from "~/test";
import type { CallBookingRow } from "../api/calls-admin";
import { CancelCallDialog } from "./cancel-call-dialog";

setupFakeBackend();
const staff = testUser({ id: "staff-1", email: "equipe@example.com", fullName: "Équipe" });
const booking: CallBookingRow = {
  id: 41,
  starts_at: "2031-03-03T09:00:00Z",
  status: "booked",
  full_name: "Awa Koné",
  email: "awa@example.com",
  phone: "+2250707123456",
  subject: "Un PMO pour notre direction",
  consultant_id: 1,
  sms_reminder: true,
  whatsapp_reminder: false,
};
const cancellations = () => backend.requestsTo("/rest/v1/rpc/staff_cancel_call", "POST");

async function open() {
  const { user } = renderWithProviders(<CancelCallDialog booking={booking} />, {
    path: "/gestion-rendez-vous",
    signedIn: staff,
  });
  await user.click(await screen.findByRole("button", { name: "Annuler le rendez-vous de Awa Koné" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Annuler le rendez-vous de Awa Koné\u202f?" }) };
}

describe("staff cancel a booked call with a reason (decision 1069)", () => {
  it("asks for the reason before calling, says the visitor is told by SMS too, then sends the reason", async () => {
    backend.use(rpc("staff_cancel_call", null));
    const { user, dialog } = await open();
    expect(dialog).toHaveTextContent("Awa Koné est prévenu par e-mail et par SMS, avec le motif");
    await user.click(within(dialog).getByRole("button", { name: "Annuler le rendez-vous" }));
    expect(
      await within(dialog).findByText("Indiquez le motif de l'annulation : il est envoyé au visiteur."),
    ).toBeVisible();
    expect(cancellations()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Motif de l'annulation/), "  Consultant indisponible ce jour-là ");
    await user.click(within(dialog).getByRole("button", { name: "Annuler le rendez-vous" }));
    expect(await screen.findByText("Rendez-vous annulé")).toBeInTheDocument();
    expect(cancellations()).toHaveLength(1);
    expect(cancellations()[0].body).toEqual({ p_booking: 41, p_reason: "Consultant indisponible ce jour-là" });
  });

  it("shows the server's French refusal (422) and keeps the dialog open", async () => {
    backend.use(
      http("POST", "/rest/v1/rpc/staff_cancel_call", () =>
        postgrestError("Indiquez le motif de l'annulation : il est envoyé au visiteur.", "PT422", 422),
      ),
    );
    const { user, dialog } = await open();
    await user.type(within(dialog).getByLabelText(/Motif de l'annulation/), "x");
    await user.click(within(dialog).getByRole("button", { name: "Annuler le rendez-vous" }));
    expect(
      await within(dialog).findByText("Indiquez le motif de l'annulation : il est envoyé au visiteur."),
    ).toBeVisible();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
