import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { backend, http, postgrestError, renderWithProviders, rpc, setupFakeBackend, testUser } from "~/test";
import type { AgreementWithParts } from "../api/agreements";
import { TraineesPanel } from "./trainees-panel";

setupFakeBackend();

const agreement = {
  id: 4,
  number: "CONV-2026-000004",
  status: "signed",
  agreement_sessions: [
    {
      id: 1,
      session_id: 31,
      seats: 2,
      seats_held: 1,
      course_sessions: {
        starts_on: "2099-03-02",
        ends_on: "2099-03-04",
        city: "Abidjan",
        format: "Présentiel",
        formations: { title: "Gestion de projet Agile" },
      },
    },
  ],
  agreement_trainees: [
    { id: 9, session_id: 31, full_name: "Awa Premier", email: "awa@sib.example", enrollment_id: 70, status: "named" },
  ],
} as unknown as AgreementWithParts;

describe("TraineesPanel", () => {
  it("replaces a trainee by a colleague, and says why when the database refuses", async () => {
    backend.use(
      http("POST", "/rest/v1/rpc/replace_agreement_trainee", () =>
        postgrestError(
          "Le remplaçant n'a pas encore de compte : invitez-le dans l'espace entreprise, puis remplacez le stagiaire une fois son compte créé.",
          "PA409",
        ),
      ),
    );
    const { user } = renderWithProviders(<TraineesPanel agreement={agreement} />, {
      signedIn: testUser({ id: "manager-1" }),
    });
    await user.click(await screen.findByRole("button", { name: "Remplacer Awa Premier" }));
    const form = screen.getByRole("form", { name: "Remplacer Awa Premier" });
    await user.type(within(form).getByLabelText(/Nom du remplaçant/), "Yao Second");
    await user.type(within(form).getByLabelText(/Son adresse e-mail/), "yao@sib.example");
    await user.click(within(form).getByRole("button", { name: "Remplacer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Le remplaçant n'a pas encore de compte/);
    expect(backend.requestsTo("/rest/v1/rpc/replace_agreement_trainee", "POST")[0]?.body).toEqual({
      p_trainee: 9,
      p_full_name: "Yao Second",
      p_email: "yao@sib.example",
    });

    backend.use(rpc("replace_agreement_trainee", { id: 9, full_name: "Yao Second" }));
    await user.click(within(form).getByRole("button", { name: "Remplacer" }));
    await vi.waitFor(() =>
      expect(screen.queryByRole("form", { name: "Remplacer Awa Premier" })).not.toBeInTheDocument(),
    );
  });
});
