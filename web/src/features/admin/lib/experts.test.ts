import { describe, expect, it } from "vitest";
import { groupExperts } from "./experts";

describe("groupExperts", () => {
  it("groups formations by exact expert name, sorted, and skips formations without an expert", () => {
    const experts = groupExperts([
      { id: 1, title: "Leadership", expert: "Dr. Koffi" },
      { id: 2, title: "Finance", expert: "Awa Traoré" },
      { id: 3, title: "Audit", expert: "Dr. Koffi" },
      { id: 4, title: "Sans nom", expert: "  " },
    ]);
    expect(experts).toEqual([
      { name: "Awa Traoré", formations: [{ id: 2, title: "Finance" }] },
      {
        name: "Dr. Koffi",
        formations: [
          { id: 3, title: "Audit" },
          { id: 1, title: "Leadership" },
        ],
      },
    ]);
  });
});
