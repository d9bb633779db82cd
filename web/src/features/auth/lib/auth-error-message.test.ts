import { describe, expect, it } from "vitest";
import { PASSWORD_RULE_MESSAGE } from "@common/password-rule";
import { signInErrorMessage, signUpErrorMessage } from "./auth-error-message";

describe("signUpErrorMessage", () => {
  it("translates the known server answers", () => {
    expect(signUpErrorMessage({ code: "user_already_exists", status: 422, message: "User already registered" })).toBe(
      "Un compte existe déjà avec cette adresse email",
    );
    expect(signUpErrorMessage({ status: 422, message: "User already registered" })).toBe(
      "Un compte existe déjà avec cette adresse email",
    );
    expect(signUpErrorMessage({ code: "weak_password", status: 422 })).toBe(PASSWORD_RULE_MESSAGE);
    expect(signUpErrorMessage({ name: "AuthWeakPasswordError" })).toBe(PASSWORD_RULE_MESSAGE);
    expect(signUpErrorMessage({ code: "over_request_rate_limit", status: 429 })).toBe(
      "Trop de tentatives, veuillez réessayer dans quelques minutes",
    );
  });

  it("falls back to the generic French message", () => {
    expect(signUpErrorMessage({ status: 500, message: "{}" })).toBe("Une erreur s'est produite. Veuillez réessayer.");
    expect(signUpErrorMessage(new Error("fetch failed"))).toBe("Une erreur s'est produite. Veuillez réessayer.");
    expect(signUpErrorMessage(null)).toBe("Une erreur s'est produite. Veuillez réessayer.");
  });
});

describe("signInErrorMessage", () => {
  it("says 'Email ou mot de passe incorrect' for invalid credentials and as fallback", () => {
    expect(signInErrorMessage({ code: "invalid_credentials", status: 400 })).toBe("Email ou mot de passe incorrect");
    expect(signInErrorMessage({ status: 400, message: "Invalid login credentials" })).toBe(
      "Email ou mot de passe incorrect",
    );
    expect(signInErrorMessage(undefined)).toBe("Email ou mot de passe incorrect");
  });

  it("translates rate limiting and unconfirmed e-mail", () => {
    expect(signInErrorMessage({ status: 429 })).toBe("Trop de tentatives, veuillez réessayer dans quelques minutes");
    expect(signInErrorMessage({ code: "email_not_confirmed" })).toMatch(/confirmer votre adresse email/);
  });
});
