import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, http, json, renderWithProviders, rpc, setupFakeBackend } from "~/test";
import VerifyCertificateRoute from "./verify-certificate";

setupFakeBackend();
const VERIFY = "/rest/v1/rpc/verify_certificate";

const genuine = {
  number: "PA-2026-000001-7F3A",
  learner_name: "Fatou Ndiaye",
  formation_title: "Leadership transformationnel pour dirigeants",
  issued_at: "2027-03-12T10:00:00Z",
  valid: true,
};

function renderAt(url: string, retry: boolean | number = false) {
  return renderWithProviders(<VerifyCertificateRoute />, { path: "/certificats/verifier/:numero", url, retry });
}

/** Answers the verification RPC in turn with each of `answers` (the last one repeats). */
function verifyAnswers(...answers: Response[]) {
  backend.use(http("POST", VERIFY, () => (answers.length > 1 ? answers.shift()! : answers[0]!.clone())));
}

const numbersAsked = () => backend.requestsTo(VERIFY).map((request) => request.body);

describe("/certificats/verifier/:numero", () => {
  it("confirms a genuine certificate with its holder, formation, French date, validity and number", async () => {
    backend.use(rpc("verify_certificate", [genuine]));
    renderAt("/certificats/verifier/pa-2026-000001-7f3a");
    expect(await screen.findByRole("heading", { name: "Certificat authentique" })).toBeInTheDocument();
    const result = screen.getByRole("status");
    expect(result).toHaveTextContent("Fatou Ndiaye");
    expect(result).toHaveTextContent("Leadership transformationnel pour dirigeants");
    expect(result).toHaveTextContent(/Validité\s*Valide/);
    expect(result).toHaveTextContent("12 mars 2027");
    expect(result).toHaveTextContent("PA-2026-000001-7F3A");
    expect(numbersAsked()).toEqual([{ certificate_number: "PA-2026-000001-7F3A" }]);
  });

  it("says clearly that no certificate matches an unknown number", async () => {
    backend.use(rpc("verify_certificate", []));
    renderAt("/certificats/verifier/PA-2026-999999-ABCD");
    expect(
      await screen.findByRole("heading", { name: "Aucun certificat ne correspond à ce numéro" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("PA-2026-999999-ABCD");
    expect(screen.queryByText("Certificat authentique")).not.toBeInTheDocument();
  });

  it("checks another number typed in the form, and asks for one when the field is empty", async () => {
    verifyAnswers(json([]), json([genuine]));
    const { user } = renderAt("/certificats/verifier/INCONNU");
    await screen.findByRole("heading", { name: "Aucun certificat ne correspond à ce numéro" });
    await user.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByText("Saisissez le numéro du certificat")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Numéro du certificat/), "  pa-2026-000001-7f3a ");
    await user.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByRole("heading", { name: "Certificat authentique" })).toBeInTheDocument();
    expect(numbersAsked().at(-1)).toEqual({ certificate_number: "PA-2026-000001-7F3A" });
  });

  it("offers to retry when the check itself fails", async () => {
    verifyAnswers(json({ message: "boom", code: "XX000", details: null, hint: null }, 500), json([genuine]));
    const { user } = renderAt("/certificats/verifier/PA-2026-000001-7F3A");
    await user.click(await screen.findByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("heading", { name: "Certificat authentique" })).toBeInTheDocument();
  });

  it("explains in French that too many checks were made when the server answers 429, and does not retry at once", async () => {
    backend.use(
      rpc(
        "verify_certificate",
        { code: "PGRST429", message: "Too many certificate verifications", details: null, hint: null },
        429,
      ),
    );
    renderAt("/certificats/verifier/PA-7K3M-Q9XD-2FHB-W8RT", 3); // retries allowed: the 429 must still not be retried
    expect(await screen.findByRole("heading", { name: "Trop de vérifications en peu de temps" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Patientez une minute");
    expect(screen.queryByRole("button", { name: "Réessayer" })).not.toBeInTheDocument();
    expect(numbersAsked()).toHaveLength(1);
  });
});
