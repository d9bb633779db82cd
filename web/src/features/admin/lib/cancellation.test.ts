import { describe, expect, it } from "vitest";
import { ofName } from "@common/format";
import { composeReason, listNames, mailedSentence, reasonError, refundsOwed, totalOwed } from "./cancellation";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

// Review 2026-12-06 finding 14 (decision 1040): the words of the staff cancellation dialogs.
describe("the staff cancellation dialogs' words", () => {
  it("elides « de » before a vowel, never « de Awa »", () => {
    expect(ofName("Awa Diop")).toBe("d'Awa Diop");
    expect(ofName("Émilie Roy")).toBe("d'Émilie Roy");
    expect(ofName("Jean-Marc Tremblay")).toBe("de Jean-Marc Tremblay");
  });

  it("lists names with « et », and counts with French plurals (never « 1 inscriptions »)", () => {
    expect(listNames(["Awa"])).toBe("Awa");
    expect(listNames(["Awa", "Koffi", "Jean"])).toBe("Awa, Koffi et Jean");
    expect(plain(listNames(["A", "B", "C", "D", "E", "F", "G", "H"]))).toBe("A, B, C, D, E et 3 autres personnes");
    expect(mailedSentence(["Awa Diop"])).toBe("Un e-mail avec le motif est envoyé à Awa Diop.");
    expect(plain(mailedSentence(["Awa", "Koffi"]))).toBe(
      "Un e-mail avec le motif est envoyé à chacune des 2 personnes inscrites : Awa et Koffi.",
    );
    expect(mailedSentence([])).toMatch(/personne n'est prévenu/);
  });

  it("requires a reason: a choice, and words for « Autre motif »", () => {
    expect(reasonError("", "")).toMatch(/Choisissez le motif/);
    expect(reasonError("Autre motif", "  ")).toBe("Écrivez le motif de l'annulation.");
    expect(reasonError("Paiement non reçu", "")).toBeNull();
    expect(composeReason("Paiement non reçu", "")).toBe("Paiement non reçu");
    expect(composeReason("Paiement non reçu", " relancé  deux fois ")).toBe(
      "Paiement non reçu\u00a0: relancé deux fois",
    );
    expect(composeReason("Autre motif", "Grève")).toBe("Grève");
  });

  it("owes back each payment received, by its own way", () => {
    const owed = refundsOwed("Awa Diop", [
      {
        status: "succeeded",
        amount: 790000,
        currency: "XOF",
        channel: "orange_money",
        provider: "cinetpay",
        phone: "+221770000000",
      },
      { status: "failed", amount: 790000, currency: "XOF", channel: "carte", provider: "stripe" },
      { status: "succeeded", amount: 1990, currency: "CAD", channel: "carte", provider: "stripe" },
    ]);
    expect(owed.map((refund) => ({ ...refund, amount: plain(refund.amount) }))).toEqual([
      {
        payer: "Awa Diop",
        amount: "790 000 F CFA",
        value: 790000,
        currency: "XOF",
        method: "transfert Orange Money vers le portefeuille qui a payé (+221770000000)",
        label: undefined,
        reference: null,
      },
      {
        payer: "Awa Diop",
        amount: "1 990,00 $ CA",
        value: 1990,
        currency: "CAD",
        method: "sur la carte bancaire utilisée",
        label: undefined,
        reference: null,
      },
    ]);
  });

  it("a seat paid in instalments: each one received, in the order paid (decisions 1088, 1116)", () => {
    const instalment = (id: number, amount: number, channel: string, reference: string) => ({
      id,
      status: "succeeded",
      amount,
      currency: "XOF",
      channel,
      provider: "sandbox",
      phone: channel === "wave" ? "+221771234567" : null,
      provider_reference: reference,
      instalment_id: 100 + id,
    });
    // Listed newest first, as « Paiements » reads them.
    const owed = refundsOwed("Awa Diop", [
      instalment(9, 293333, "carte", "ch_second"),
      { ...instalment(8, 293333, "wave", "tx_failed"), status: "failed" },
      instalment(5, 293334, "wave", "tx_first"),
    ]);
    expect(owed.map(({ label, amount, reference }) => [label, plain(amount), reference])).toEqual([
      ["Échéance 1", "293 334 F CFA", "tx_first"],
      ["Échéance 2", "293 333 F CFA", "ch_second"],
    ]);
    expect(plain(totalOwed(owed))).toBe("586 667 F CFA");
    expect(plain(totalOwed([...owed, { value: 1990, currency: "CAD" }]))).toBe("586 667 F CFA et 1 990,00 $ CA");
  });
});
