import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPath } from "./return-to";

describe("return to the page that asked for sign-in", () => {
  it("keeps a same-site path with its query and hash", () => {
    expect(safeReturnPath("/formations/1/inscription")).toBe("/formations/1/inscription");
    expect(safeReturnPath("/paiements?statut=pending#liste")).toBe("/paiements?statut=pending#liste");
  });

  it.each([
    null,
    "",
    "formations/1",
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "/a\nb",
    "javascript:alert(1)",
    "/auth",
    "/auth?redirect=/profil",
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("builds /auth links that carry the page, and drops an unsafe one", () => {
    expect(signInPath("/formations/1/inscription")).toBe("/auth?redirect=%2Fformations%2F1%2Finscription");
    expect(signInPath("/formations/1", "signup")).toBe("/auth?tab=signup&redirect=%2Fformations%2F1");
    expect(signInPath("//evil.example")).toBe("/auth");
  });
});
