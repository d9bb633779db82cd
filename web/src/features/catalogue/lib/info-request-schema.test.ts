import { describe, expect, it } from "vitest";
import { infoRequestSchema } from "./info-request-schema";

describe("infoRequestSchema", () => {
  it("accepts a complete request, the message being optional", () => {
    const result = infoRequestSchema.safeParse({
      name: "Awa Koné",
      email: "awa@example.com",
      formation: "Finance",
      message: "",
    });
    expect(result.success).toBe(true);
  });

  it("gives French messages for missing and invalid fields", () => {
    const result = infoRequestSchema.safeParse({ name: " ", email: "awa@", formation: undefined, message: "" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Veuillez indiquer votre nom",
        "Veuillez saisir une adresse email valide",
        "Veuillez choisir une formation",
      ]),
    );
  });

  it("refuses a request that names no formation (the form lists the catalogue's formations)", () => {
    const result = infoRequestSchema.safeParse({ name: "A", email: "a@b.co", formation: "", session: "", message: "" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(["Veuillez choisir une formation"]);
  });
});
