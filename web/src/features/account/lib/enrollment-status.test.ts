import { describe, expect, it } from "vitest";
import { canDownloadCertificate, enrollmentStatusLabel } from "./enrollment-status";

describe("enrollmentStatusLabel", () => {
  it.each([
    ["pending", "En attente"],
    ["", "En attente"],
    [null, "En attente"],
    [undefined, "En attente"],
    ["confirmed", "Confirmée"],
    ["completed", "Terminée"],
    ["cancelled", "Annulée"],
    ["refunded", "refunded"],
  ])("%s → %s", (status, label) => {
    expect(enrollmentStatusLabel(status)).toBe(label);
  });
});

describe("canDownloadCertificate", () => {
  it("is only true for completed enrolments", () => {
    expect(canDownloadCertificate("completed")).toBe(true);
    expect(canDownloadCertificate("confirmed")).toBe(false);
    expect(canDownloadCertificate(null)).toBe(false);
  });
});
