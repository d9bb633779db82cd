import { describe, expect, it } from "vitest";
import {
  allowedNextStatuses,
  canDownloadCertificate,
  ENROLLMENT_STATUSES,
  enrollmentKeys,
  enrollmentStatusActionLabel,
  enrollmentStatusBadge,
  enrollmentStatusLabel,
} from "./enrollment";

describe("enrollmentStatusLabel", () => {
  it.each([
    ["pending", "En attente"],
    ["", "En attente"],
    [null, "En attente"],
    [undefined, "En attente"],
    ["confirmed", "Confirmée"],
    ["completed", "Terminée"],
    ["cancelled", "Annulée"],
    ["archivée", "archivée"],
  ])("%s → %s", (status, label) => {
    expect(enrollmentStatusLabel(status)).toBe(label);
  });
});

describe("enrollmentStatusBadge", () => {
  it("gives each status its colour, empty as pending and an unknown one a neutral badge", () => {
    expect(ENROLLMENT_STATUSES.map(enrollmentStatusBadge)).toEqual(["accent", "default", "success", "destructive"]);
    expect(enrollmentStatusBadge(null)).toBe("accent");
    expect(enrollmentStatusBadge("refunded")).toBe("secondary");
  });
});

describe("the workflow", () => {
  it("follows the database: pending → confirmed → completed, cancelled before the end", () => {
    expect(allowedNextStatuses("pending")).toEqual(["confirmed", "cancelled"]);
    expect(allowedNextStatuses("confirmed")).toEqual(["completed", "cancelled"]);
    expect(allowedNextStatuses("completed")).toEqual([]);
    expect(allowedNextStatuses("cancelled")).toEqual([]);
  });

  it("treats an empty status as pending and offers nothing for an unknown one", () => {
    expect(allowedNextStatuses("")).toEqual(["confirmed", "cancelled"]);
    expect(allowedNextStatuses(null)).toEqual(["confirmed", "cancelled"]);
    expect(allowedNextStatuses("archivée")).toEqual([]);
  });

  it("names the admin's actions", () => {
    expect(ENROLLMENT_STATUSES.map(enrollmentStatusActionLabel)).toEqual([
      "Remettre en attente",
      "Confirmer",
      "Marquer terminée",
      "Annuler l'inscription",
    ]);
  });

  it("offers a certificate only for a completed enrollment", () => {
    expect(canDownloadCertificate("completed")).toBe(true);
    expect(canDownloadCertificate("confirmed")).toBe(false);
    expect(canDownloadCertificate(null)).toBe(false);
  });
});

describe("enrollmentKeys", () => {
  it("are the same for the same arguments, so two screens share one cache entry", () => {
    expect(enrollmentKeys.mine("u1")).toEqual(enrollmentKeys.mine("u1"));
    expect(enrollmentKeys.mineInFormation("u1", 7)).toEqual(["enrollments", "u1", "formation", 7]);
    expect(enrollmentKeys.adminHistory(3)).toEqual(["enrollments", "admin", "history", 3]);
  });

  it("all sit under 'enrollments', so invalidating it refreshes every enrollment screen", () => {
    const keys = [
      enrollmentKeys.mine("u1"),
      enrollmentKeys.mineInFormation("u1", 7),
      enrollmentKeys.admin,
      enrollmentKeys.adminHistory(3),
      enrollmentKeys.adminPayments,
      enrollmentKeys.adminPages({ status: "pending" }),
      enrollmentKeys.adminFigures,
      enrollmentKeys.adminStatistics,
      enrollmentKeys.ofFormations([41, 42]),
    ];
    for (const key of keys) expect(key.slice(0, 1)).toEqual(enrollmentKeys.all);
  });

  it("puts a learner's enrollment in one formation under their list, which the payment dialog invalidates", () => {
    expect(enrollmentKeys.mineInFormation("u1", 7).slice(0, 2)).toEqual(enrollmentKeys.mine("u1"));
  });
});
