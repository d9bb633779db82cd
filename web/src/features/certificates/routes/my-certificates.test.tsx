import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ rows: [] as unknown[], calls: [] as string[] }));
const pdf = vi.hoisted(() => ({ renderCertificatePdf: vi.fn(), saveFile: vi.fn() }));
const toast = vi.hoisted(() => vi.fn());

vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    from: (table: string) => {
      const chain = {
        select: (columns: string) => (state.calls.push(`${table}.select(${columns})`), chain),
        eq: (column: string, value: string) => (state.calls.push(`eq(${column},${value})`), chain),
        order: async () => ({ data: state.rows, error: null }),
      };
      return chain;
    },
  }),
}));
vi.mock("~/lib/auth", () => ({ useAuth: () => ({ user: { id: "user-1" } }) }));
vi.mock("../lib/render-certificate-pdf", () => pdf);
vi.mock("~/components/ui/toast", () => ({ toast }));

import MyCertificatesRoute from "./my-certificates";

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

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: "/certificats", Component: MyCertificatesRoute }]);
  render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={["/certificats"]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  state.calls = [];
  pdf.renderCertificatePdf.mockReset();
  pdf.saveFile.mockReset();
  toast.mockReset();
});

describe("/certificats", () => {
  it("lists the learner's certificates with course, duration, French date, number and a verification link", async () => {
    state.rows = [certificate];
    renderScreen();
    const card = await screen.findByTestId("certificate-card");
    expect(card).toHaveTextContent("Leadership transformationnel pour dirigeants");
    expect(card).toHaveTextContent("3 jours · Délivré le 12 mars 2027");
    expect(card).toHaveTextContent("PA-2026-000001-7F3A");
    expect(screen.getByRole("link", { name: "Vérifier le certificat PA-2026-000001-7F3A" })).toHaveAttribute(
      "href",
      "/certificats/verifier/PA-2026-000001-7F3A",
    );
    expect(state.calls).toEqual(["certificates.select(*)", "eq(user_id,user-1)"]);
  });

  it("downloads the PDF built for that certificate under its own file name", async () => {
    state.rows = [certificate];
    const bytes = new Uint8Array([37, 80, 68, 70]);
    pdf.renderCertificatePdf.mockResolvedValue({ bytes, fileName: "certificat-PA-2026-000001-7F3A.pdf" });
    renderScreen();
    await userEvent.setup().click(await screen.findByRole("button", { name: /Télécharger le certificat/ }));
    await waitFor(() => expect(pdf.saveFile).toHaveBeenCalledWith(bytes, "certificat-PA-2026-000001-7F3A.pdf"));
    expect(pdf.renderCertificatePdf).toHaveBeenCalledWith(certificate, window.location.origin);
  });

  it("says so in French when the PDF cannot be made, and lets the learner try again", async () => {
    state.rows = [certificate];
    pdf.renderCertificatePdf.mockRejectedValue(new Error("boom"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderScreen();
    const button = await screen.findByRole("button", { name: /Télécharger le certificat/ });
    await userEvent.setup().click(button);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Erreur", description: "Le certificat n'a pas pu être généré. Veuillez réessayer.", variant: "destructive" }),
    );
    expect(button).toBeEnabled();
  });

  it("explains when certificates come and links to the learner's trainings when there is none", async () => {
    state.rows = [];
    renderScreen();
    expect(await screen.findByText("Vous n'avez pas encore de certificat")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voir mes formations" })).toHaveAttribute("href", "/mes-formations");
  });
});
