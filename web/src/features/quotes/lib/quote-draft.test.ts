import { describe, expect, it } from "vitest";
import { draftProblem, emptyFields, emptyLine, lineAmount } from "./quote-draft";

const fields = { ...emptyFields(), client_company: "Banque Atlantique", client_contact_name: "Awa Diop" };

describe("a draft quote's amounts and checks", () => {
  it("computes a line's amount as the database does: whole francs, cents in dollars", () => {
    const line = { ...emptyLine(), quantity: 3, unit_price: 100_001, discount_percent: 12.5 };
    expect(lineAmount(line, "XOF")).toBe(262_503);
    expect(lineAmount({ ...line, unit_price: 999.99 }, "CAD")).toBe(2624.97);
  });

  it("names the first thing to fix, in the form's order, then nothing", () => {
    const line = { ...emptyLine(), description: "Gestion de projet" };
    expect(draftProblem({ ...fields, client_company: " " }, [line])).toBe("Indiquez la raison sociale du client.");
    expect(draftProblem({ ...fields, client_email: "awa@" }, [line])).toBe("Indiquez l'e-mail du contact.");
    const ready = { ...fields, client_email: " awa@banque.ci " };
    expect(draftProblem(ready, [line, emptyLine()])).toBe("Ligne 2\u00a0: indiquez la désignation.");
    expect(draftProblem(ready, [{ ...line, kind: "session_seats" }])).toBe("Ligne 1\u00a0: choisissez la session.");
    expect(draftProblem(ready, [{ ...line, quantity: 1.5 }])).toBe(
      "Ligne 1\u00a0: la quantité est un entier d'au moins 1.",
    );
    expect(draftProblem(ready, [{ ...line, discount_percent: 101 }])).toBe("Ligne 1\u00a0: la remise va de 0 à 100 %.");
    expect(draftProblem(ready, [line])).toBeNull();
  });
});
