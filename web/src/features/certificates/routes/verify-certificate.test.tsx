import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

const rpc = vi.hoisted(() => vi.fn());
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => ({ rpc }) }));

import VerifyCertificateRoute from "./verify-certificate";

const genuine = {
  number: "PA-2026-000001-7F3A",
  learner_name: "Fatou Ndiaye",
  formation_title: "Leadership transformationnel pour dirigeants",
  issued_at: "2027-03-12T10:00:00Z",
  valid: true,
};

function renderAt(url: string, retry: boolean | number = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry } } });
  const Stub = createRoutesStub([{ path: "/certificats/verifier/:numero", Component: VerifyCertificateRoute }]);
  render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => rpc.mockReset());

describe("/certificats/verifier/:numero", () => {
  it("confirms a genuine certificate with its holder, course, French date, validity and number", async () => {
    rpc.mockResolvedValue({ data: [genuine], error: null, status: 200 });
    renderAt("/certificats/verifier/pa-2026-000001-7f3a");
    expect(await screen.findByRole("heading", { name: "Certificat authentique" })).toBeInTheDocument();
    const result = screen.getByRole("status");
    expect(result).toHaveTextContent("Fatou Ndiaye");
    expect(result).toHaveTextContent("Leadership transformationnel pour dirigeants");
    expect(result).toHaveTextContent(/Validité\s*Valide/);
    expect(result).toHaveTextContent("12 mars 2027");
    expect(result).toHaveTextContent("PA-2026-000001-7F3A");
    expect(rpc).toHaveBeenCalledWith("verify_certificate", { certificate_number: "PA-2026-000001-7F3A" });
  });

  it("says clearly that no certificate matches an unknown number", async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    renderAt("/certificats/verifier/PA-2026-999999-ABCD");
    expect(await screen.findByRole("heading", { name: "Aucun certificat ne correspond à ce numéro" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("PA-2026-999999-ABCD");
    expect(screen.queryByText("Certificat authentique")).not.toBeInTheDocument();
  });

  it("checks another number typed in the form, and asks for one when the field is empty", async () => {
    rpc.mockResolvedValueOnce({ data: [], error: null }).mockResolvedValueOnce({ data: [genuine], error: null });
    renderAt("/certificats/verifier/INCONNU");
    await screen.findByRole("heading", { name: "Aucun certificat ne correspond à ce numéro" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByText("Saisissez le numéro du certificat")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Numéro du certificat/), "  pa-2026-000001-7f3a ");
    await user.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByRole("heading", { name: "Certificat authentique" })).toBeInTheDocument();
    expect(rpc).toHaveBeenLastCalledWith("verify_certificate", { certificate_number: "PA-2026-000001-7F3A" });
  });

  it("offers to retry when the check itself fails", async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: "boom" } }).mockResolvedValueOnce({ data: [genuine], error: null });
    renderAt("/certificats/verifier/PA-2026-000001-7F3A");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("heading", { name: "Certificat authentique" })).toBeInTheDocument();
  });

  it("explains in French that too many checks were made when the server answers 429, and does not retry at once", async () => {
    rpc.mockResolvedValue({ data: null, error: { code: "PGRST429", message: "Too many certificate verifications" }, status: 429 });
    renderAt("/certificats/verifier/PA-7K3M-Q9XD-2FHB-W8RT", 3);
    expect(await screen.findByRole("heading", { name: "Trop de vérifications en peu de temps" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Patientez une minute");
    expect(screen.queryByRole("button", { name: "Réessayer" })).not.toBeInTheDocument();
    expect(rpc).toHaveBeenCalledTimes(1);
  });
});
