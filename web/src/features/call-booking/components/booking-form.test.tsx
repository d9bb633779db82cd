import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { backend, http, json, postgrestError, renderWithProviders, setupFakeBackend } from "~/test";
import { BookingForm } from "./booking-form";

setupFakeBackend();

const SLOTS = [
  { starts_at: "2030-01-07T09:00:00Z", ends_at: "2030-01-07T09:15:00Z" },
  { starts_at: "2030-01-07T09:30:00Z", ends_at: "2030-01-07T09:45:00Z" },
  { starts_at: "2030-01-08T09:00:00Z", ends_at: "2030-01-08T09:15:00Z" },
];

let taken = false;
beforeEach(() => {
  taken = false;
  backend.use(
    http("POST", "/rest/v1/rpc/call_slots", (request) => {
      const body = request.body as { p_office: string };
      if (body.p_office !== "Dakar") return json([]);
      return json(taken ? SLOTS.slice(1) : SLOTS);
    }),
    http("POST", "/rest/v1/rpc/book_call", (request) => {
      const body = request.body as { p_starts_at: string };
      if (Date.parse(body.p_starts_at) === Date.parse(SLOTS[0].starts_at)) {
        taken = true;
        return postgrestError(
          "Ce créneau vient d'être réservé ou n'est plus disponible : choisissez-en un autre.",
          "PA409",
          409,
        );
      }
      return json({ id: 7, starts_at: body.p_starts_at, token: "a".repeat(64) });
    }),
  );
});

const render = () => renderWithProviders(<BookingForm timeZone="Africa/Dakar" />, { path: "/rendez-vous" });

describe("booking the 15-minute call (decision 1021)", () => {
  it("lists the office's slots by day in the visitor's zone, usable with the keyboard", async () => {
    const { user } = render();
    expect(screen.getByRole("radio", { name: "Dakar" })).toBeChecked();
    const group = await screen.findByRole("radiogroup", { name: "Créneaux disponibles" });
    expect(within(group).getByRole("group", { name: "Lundi 7 janvier" })).toBeInTheDocument();
    const first = within(group).getByRole("radio", { name: "Lundi 7 janvier à 09 h 00" });
    first.focus();
    await user.keyboard(" ");
    expect(first).toBeChecked();
    await user.keyboard("{ArrowRight}");
    expect(within(group).getByRole("radio", { name: "Lundi 7 janvier à 09 h 30" })).toBeChecked();
    // Another office without slots says so.
    await user.click(screen.getByRole("radio", { name: "Montréal" }));
    expect(await screen.findByText(/Aucun créneau libre/)).toBeInTheDocument();
  });

  it("checks the fields in French, refuses a slot just taken and books another", async () => {
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Réserver ce créneau" }));
    expect(screen.getByText("Choisissez un créneau.")).toBeInTheDocument();
    expect(screen.getByText("Indiquez votre nom.")).toBeInTheDocument();
    expect(backend.requestsTo("/rest/v1/rpc/book_call", "POST")).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: "Lundi 7 janvier à 09 h 00" }));
    await user.type(screen.getByLabelText(/Nom complet/), "Ana Diallo");
    await user.type(screen.getByLabelText(/E-mail/), "ana@example.com");
    await user.type(screen.getByLabelText(/Téléphone/), "77 123 45 67");
    await user.type(screen.getByLabelText(/Sujet de l'échange/), "Notre bureau de projets");
    await user.click(screen.getByRole("button", { name: "Réserver ce créneau" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/vient d.être réservé/);
    expect(await screen.findByRole("radio", { name: "Lundi 7 janvier à 09 h 30" })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Lundi 7 janvier à 09 h 00" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Lundi 7 janvier à 09 h 30" }));
    await user.click(screen.getByRole("button", { name: "Réserver ce créneau" }));
    expect(await screen.findByText("Votre premier échange est réservé")).toBeInTheDocument();
    expect(screen.getByText(/lundi 7 janvier à 09 h 30/)).toBeInTheDocument();
    const calls = backend.requestsTo("/rest/v1/rpc/book_call", "POST");
    expect(calls.at(-1)?.body).toEqual({
      p_office: "Dakar",
      p_starts_at: "2030-01-07T09:30:00.000Z",
      p_full_name: "Ana Diallo",
      p_email: "ana@example.com",
      p_phone: "+221771234567",
      p_subject: "Notre bureau de projets",
      p_time_zone: "Africa/Dakar",
      p_sms_reminder: false,
      p_whatsapp_reminder: false,
    });
  });

  it("asks for the SMS and WhatsApp with unticked boxes and sends the visitor's choice (decision 1066)", async () => {
    const { user } = render();
    const box = screen.getByRole("checkbox", {
      name: "Recevoir la confirmation et les rappels de ce rendez-vous par SMS",
    });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Répondre STOP les arrête/);
    expect(
      screen.getByRole("checkbox", { name: "Recevoir la confirmation et les rappels de ce rendez-vous par WhatsApp" }),
    ).not.toBeChecked();
    await user.click(await screen.findByRole("radio", { name: "Lundi 7 janvier à 09 h 30" }));
    await user.type(screen.getByLabelText(/Nom complet/), "Ana Diallo");
    await user.type(screen.getByLabelText(/E-mail/), "ana@example.com");
    await user.type(screen.getByLabelText(/Téléphone/), "77 123 45 67");
    await user.type(screen.getByLabelText(/Sujet de l'échange/), "Notre bureau de projets");
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Réserver ce créneau" }));
    expect(await screen.findByText("Votre premier échange est réservé")).toBeInTheDocument();
    expect(backend.requestsTo("/rest/v1/rpc/book_call", "POST").at(-1)?.body).toMatchObject({
      p_phone: "+221771234567",
      p_sms_reminder: true,
      p_whatsapp_reminder: false,
    });
  });
});
