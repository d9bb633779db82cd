import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { backend, http, json, renderWithProviders, setupFakeBackend } from "~/test";
import ManageCallRoute from "./manage-call";

setupFakeBackend();
const TOKEN = "c".repeat(64);

let status = "booked";
let startsAt = "2030-01-07T09:00:00Z";
beforeEach(() => {
  status = "booked";
  startsAt = "2030-01-07T09:00:00Z";
  backend.use(
    http("POST", "/rest/v1/rpc/call_booking_by_token", (request) =>
      json(
        (request.body as { p_token: string }).p_token === TOKEN
          ? {
              starts_at: startsAt,
              ends_at: startsAt,
              status,
              office: "Dakar",
              consultant: "Moussa Diop",
              full_name: "Ana Diallo",
              subject: "Bureau de projets",
            }
          : null,
      ),
    ),
    http("POST", "/rest/v1/rpc/call_slots", () =>
      json([{ starts_at: "2030-01-08T10:00:00Z", ends_at: "2030-01-08T10:15:00Z" }]),
    ),
    http("POST", "/rest/v1/rpc/reschedule_call", (request) => {
      startsAt = (request.body as { p_starts_at: string }).p_starts_at;
      return json({ id: 1 });
    }),
    http("POST", "/rest/v1/rpc/cancel_call", () => {
      status = "cancelled";
      return json(null);
    }),
  );
});

const render = (token = TOKEN) =>
  renderWithProviders(<ManageCallRoute />, { path: "/rendez-vous/gerer/:token", url: `/rendez-vous/gerer/${token}` });

describe("/rendez-vous/gerer/<token> (decision 1021)", () => {
  it("moves the call to another free slot, then cancels it", async () => {
    const { user } = render();
    expect(await screen.findByText(/Ce rendez-vous est confirmé/)).toBeInTheDocument();
    expect(screen.getByText(/Moussa Diop/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Changer d'horaire" }));
    const slot = await screen.findByRole("radio", { name: /8 janvier à/ });
    await user.click(slot);
    await user.click(screen.getByRole("button", { name: "Confirmer ce nouvel horaire" }));
    expect(backend.requestsTo("/rest/v1/rpc/reschedule_call", "POST")[0].body).toEqual({
      p_token: TOKEN,
      p_starts_at: "2030-01-08T10:00:00.000Z",
    });
    await user.click(await screen.findByRole("button", { name: "Annuler le rendez-vous" }));
    expect(await screen.findByText("Ce rendez-vous est annulé.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Changer d'horaire" })).not.toBeInTheDocument();
  });

  it("says so for an unknown link", async () => {
    render("d".repeat(64));
    expect(await screen.findByRole("alert")).toHaveTextContent(/introuvable/);
  });
});
