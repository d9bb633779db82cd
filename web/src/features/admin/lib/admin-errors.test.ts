import { describe, expect, it } from "vitest";
import { AdminApiError, explainAdminError } from "./admin-errors";

describe("explainAdminError", () => {
  it("explains a refused delete of a formation that has enrollments (restrict 23001 or foreign key 23503)", () => {
    for (const code of ["23001", "23503"]) {
      expect(explainAdminError(new AdminApiError({ code }), "formation-delete")).toMatch(
        /^Cette formation a des inscriptions/,
      );
    }
  });

  it("explains a refused status transition and a missing right", () => {
    expect(explainAdminError({ code: "23514" }, "status")).toContain("n'est pas permis");
    expect(explainAdminError({ code: "42501" }, "role")).toContain("réservée aux administrateurs");
  });

  it("falls back to a generic French message", () => {
    expect(explainAdminError(new Error("réseau"), "formation")).toBe(
      "Une erreur est survenue. Veuillez réessayer plus tard.",
    );
  });
});
