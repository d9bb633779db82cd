import { describe, expect, it } from "vitest";
import { allowedNextStatuses, statusLabel } from "./enrollment-status";

describe("allowedNextStatuses", () => {
  it("follows the database workflow: pending → confirmed → completed, cancelled before the end", () => {
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
});

describe("statusLabel", () => {
  it("labels statuses in French, empty as 'En attente', unknown as written", () => {
    expect(["pending", "confirmed", "completed", "cancelled", "", "archivée"].map(statusLabel)).toEqual([
      "En attente",
      "Confirmée",
      "Terminée",
      "Annulée",
      "En attente",
      "archivée",
    ]);
  });
});
