import { describe, expect, it } from "vitest";
import { PASSWORD_RULE_MESSAGE } from "@common/password-rule";
import { signInSchema, signUpSchema } from "./auth-schemas";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("signUpSchema", () => {
  it("accepts a complete sign-up with an empty company", () => {
    const result = signUpSchema.safeParse({
      fullName: " Awa Koné ",
      email: "awa@example.com",
      company: "",
      password: "Formation1",
    });
    expect(result.success).toBe(true);
    expect(result.data?.fullName).toBe("Awa Koné");
  });

  it("refuses a weak password with the French rule", () => {
    const result = signUpSchema.safeParse({
      fullName: "Awa",
      email: "awa@example.com",
      company: "",
      password: "motdepasse",
    });
    expect(messages(result)).toEqual([PASSWORD_RULE_MESSAGE]);
  });

  it("requires the full name and a valid email", () => {
    const result = signUpSchema.safeParse({ fullName: "", email: "awa", company: "", password: "Formation1" });
    expect(messages(result)).toEqual(["Le nom complet est requis", "Adresse email invalide"]);
  });
});

describe("signInSchema", () => {
  it("requires email and password", () => {
    const result = signInSchema.safeParse({ email: "", password: "" });
    expect(messages(result)).toEqual(["L'adresse email est requise", "Le mot de passe est requis"]);
  });
});
