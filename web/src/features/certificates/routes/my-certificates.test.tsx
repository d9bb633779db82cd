import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { backend, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";

const pdf = vi.hoisted(() => ({ renderCertificatePdf: vi.fn(), savePdf: vi.fn() }));
vi.mock("../lib/render-certificate-pdf", () => pdf);

import MyCertificatesRoute from "./my-certificates";

setupFakeBackend();
const learner = testUser({ id: "user-1", fullName: "Fatou Ndiaye" });

const certificate = {
  id: "c1",
  number: "PA-2026-000001-7F3A",
  enrollment_id: 3,
  user_id: "user-1",
  learner_name: "Fatou Ndiaye",
  formation_title: "Leadership transformationnel pour dirigeants",
  formation_duration: "3 jours",
  issued_at: "2027-03-12T10:00:00Z",
};
const someoneElses = {
  ...certificate,
  id: "c2",
  number: "PA-2026-000002-1B2C",
  user_id: "user-2",
  formation_title: "Finance de projet",
};

function renderScreen() {
  return renderWithProviders(<MyCertificatesRoute />, { path: "/certificats", signedIn: learner });
}

let completionCertificates: Record<string, unknown>[] = [];
beforeEach(() => {
  completionCertificates = [];
  backend.use(restGet("completion_certificates", () => completionCertificates));
  pdf.renderCertificatePdf.mockReset();
  pdf.savePdf.mockReset();
});

describe("/certificats", () => {
  it("lists the certificates of completion with the hours attended and a link to verify them, without an empty state above", async () => {
    backend.use(restGet("certificates", [certificate]));
    completionCertificates = [
      {
        id: "r1",
        number: "PR-ABCD-EFGH-JKMN-PQRS",
        user_id: "user-1",
        formation_title: "Automatiser ses processus avec l'IA",
        session_label: "le 26/11/2026, Abidjan",
        planned_minutes: 420,
        attended_minutes: 210,
        issued_at: "2026-11-26T17:00:00Z",
      },
    ];
    renderScreen();
    expect(
      await screen.findByRole("heading", { name: "Automatiser ses processus avec l'IA" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/le 26\/11\/2026, Abidjan — 3 h 30 suivies sur 7 h/)).toBeInTheDocument();
    // One list, newest first: the certificate of March 2027, then this one of November 2026; no « pas encore ».
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Leadership transformationnel pour dirigeants");
    expect(items[1]).toHaveTextContent("Certificat de réalisation");
    expect(screen.queryByText("Vous n'avez pas encore de certificat")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vérifier en ligne" })).toHaveAttribute(
      "href",
      "/certificats/verifier/PR-ABCD-EFGH-JKMN-PQRS",
    );
  });

  it("lists only the learner's certificates with formation, duration, French date, number and a verification link", async () => {
    backend.use(restGet("certificates", [certificate, someoneElses]));
    renderScreen();
    const card = await screen.findByTestId("certificate-card");
    expect(card).toHaveTextContent("Leadership transformationnel pour dirigeants");
    expect(card).toHaveTextContent("3 jours · Délivré le 12 mars 2027");
    expect(card).toHaveTextContent("PA-2026-000001-7F3A");
    expect(screen.getByRole("link", { name: "Vérifier le certificat PA-2026-000001-7F3A" })).toHaveAttribute(
      "href",
      "/certificats/verifier/PA-2026-000001-7F3A",
    );
    expect(screen.getAllByTestId("certificate-card")).toHaveLength(1);
    expect(screen.queryByText("Finance de projet")).not.toBeInTheDocument();
  });

  it("downloads the PDF built for that certificate under its own file name", async () => {
    backend.use(restGet("certificates", [certificate]));
    const bytes = new Uint8Array([37, 80, 68, 70]);
    pdf.renderCertificatePdf.mockResolvedValue({ bytes, fileName: "certificat-PA-2026-000001-7F3A.pdf" });
    const { user } = renderScreen();
    await user.click(await screen.findByRole("button", { name: /Télécharger le certificat/ }));
    await waitFor(() => expect(pdf.savePdf).toHaveBeenCalledWith(bytes, "certificat-PA-2026-000001-7F3A.pdf"));
    expect(pdf.renderCertificatePdf).toHaveBeenCalledWith(certificate, window.location.origin);
  });

  it("says so in French when the PDF cannot be made, and lets the learner try again", async () => {
    backend.use(restGet("certificates", [certificate]));
    pdf.renderCertificatePdf.mockRejectedValue(new Error("boom"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderScreen();
    const button = await screen.findByRole("button", { name: /Télécharger le certificat/ });
    await user.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent("Erreur");
    expect(screen.getByText("Le certificat n'a pas pu être généré. Veuillez réessayer.")).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("explains when certificates come and links to the learner's trainings when there is none", async () => {
    backend.use(restGet("certificates", [someoneElses]));
    renderScreen();
    expect(await screen.findByText("Vous n'avez pas encore de certificat")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voir mes formations" })).toHaveAttribute("href", "/mes-formations");
  });
});
