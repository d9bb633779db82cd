import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { backend, http, json, renderWithProviders, rpc, setupFakeBackend, testUser } from "~/test";
import type { CompanyTrainingSession } from "../api/company-trainings";
import { CompanyTrainingsPanel } from "./company-trainings-panel";

const saved = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock("~/lib/save-file", () => saved);

setupFakeBackend();
beforeEach(() => saved.saveFile.mockReset());

const manager = testUser({ id: "manager-1" });

const past: CompanyTrainingSession = {
  agreement_id: 4,
  agreement_number: "CONV-2026-000004",
  agreement_status: "signed",
  session_id: 31,
  formation_title: "Gestion de projet Agile",
  starts_on: "2026-03-02",
  ends_on: "2026-03-04",
  city: "Abidjan",
  format: "Présentiel",
  session_status: "open",
  seats: 3,
  trainees: [
    {
      id: 1,
      full_name: "Koffi Yao",
      email: "koffi@sib.example",
      enrollment_status: "completed",
      attendance_percent: 100,
      attended_minutes: 1260,
      planned_minutes: 1260,
      completion_certificate: "PR-AAAA-BBBB-CCCC-DDDD",
      achievement_certificate: "PA-2026-000123",
      evaluated: true,
    },
    {
      id: 2,
      full_name: "Awa Traoré",
      email: "awa@sib.example",
      enrollment_status: "completed",
      attendance_percent: 50,
      attended_minutes: 630,
      planned_minutes: 1260,
      completion_certificate: "PR-EEEE-FFFF-GGGG-HHHH",
      achievement_certificate: null,
      evaluated: false,
    },
    {
      id: 3,
      full_name: "Salif Keita",
      email: "salif@sib.example",
      enrollment_status: null,
      attendance_percent: null,
      attended_minutes: null,
      planned_minutes: null,
      completion_certificate: null,
      achievement_certificate: null,
      evaluated: false,
    },
  ],
  evaluation: { answers: 3, overall: 4.3, content: 4, trainer: 4.7, recommendation: 8.7 },
};

const upcoming: CompanyTrainingSession = {
  ...past,
  agreement_id: 5,
  agreement_number: "CONV-2099-000001",
  session_id: 32,
  starts_on: "2099-05-04",
  ends_on: "2099-05-06",
  trainees: [],
  evaluation: { answers: 0 },
};

describe("CompanyTrainingsPanel", () => {
  it("shows upcoming sessions first, then each past trainee's attendance, certificates and the evaluation summary", async () => {
    backend.use(rpc("company_training_report", [past, upcoming]));
    renderWithProviders(<CompanyTrainingsPanel organisationId="org-1" />, { signedIn: manager });

    const coming = await screen.findByRole("region", { name: "Sessions à venir et en cours" });
    expect(within(coming).getByText("Aucun stagiaire nommé pour les 3 places de la convention.")).toBeVisible();
    const done = screen.getByRole("region", { name: "Sessions passées" });
    const rows = within(done).getAllByTestId("company-trainee");
    expect(rows[0]).toHaveTextContent("Koffi Yao");
    expect(rows[0]).toHaveTextContent("100 % (21 h sur 21 h)");
    expect(rows[0]).toHaveTextContent("Attestation de réalisation n° PR-AAAA-BBBB-CCCC-DDDD");
    expect(rows[0]).toHaveTextContent("Certificat n° PA-2026-000123");
    expect(rows[1]).toHaveTextContent("50 % (10 h 30 sur 21 h)");
    expect(rows[2]).toHaveTextContent("Pas encore inscrit(e) : compte à créer ou à relier");
    expect(within(done).getByText("Présence moyenne : 75 %")).toBeVisible();
    expect(within(done).getByTestId("company-evaluation")).toHaveTextContent(
      "Évaluation à chaud (3 réponses) : satisfaction 4,3/5, contenu 4/5, formateur 4,7/5, recommandation 8,7/10.",
    );
    expect(backend.requestsTo("/rest/v1/rpc/company_training_report", "POST")[0]?.body).toEqual({
      p_organisation: "org-1",
    });
  });

  it("downloads a session's documents as one ZIP, and says why when it cannot", async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    backend.use(
      rpc("company_training_report", [past]),
      http(
        "POST",
        "/functions/v1/company-session-documents",
        () => new Response(bytes, { headers: { "content-type": "application/octet-stream" } }),
        1,
      ),
    );
    const { user } = renderWithProviders(<CompanyTrainingsPanel organisationId="org-1" />, { signedIn: manager });
    const button = await screen.findByRole("button", {
      name: "Télécharger les documents de la session Gestion de projet Agile (ZIP)",
    });
    await user.click(button);
    await vi.waitFor(() => expect(saved.saveFile).toHaveBeenCalledTimes(1));
    expect(saved.saveFile.mock.calls[0]?.[1]).toBe("documents-CONV-2026-000004-session-31.zip");
    expect(backend.requestsTo("/functions/v1/company-session-documents", "POST")[0]?.body).toEqual({
      agreement_id: 4,
      session_id: 31,
    });

    backend.use(
      http("POST", "/functions/v1/company-session-documents", () =>
        json(
          {
            error: "Cette session ne fait pas partie des conventions de votre entreprise.",
            code: "agreement_not_found",
          },
          404,
        ),
      ),
    );
    await user.click(button);
    expect(
      await screen.findByText("Cette session ne fait pas partie des conventions de votre entreprise."),
    ).toBeInTheDocument();
  });

  it("tells a manager without agreements what will show here", async () => {
    backend.use(rpc("company_training_report", []));
    renderWithProviders(<CompanyTrainingsPanel organisationId="org-1" />, { signedIn: manager });
    expect(await screen.findByText("Aucune formation sous convention pour l'instant")).toBeVisible();
  });
});
