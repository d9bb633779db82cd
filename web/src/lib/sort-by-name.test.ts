import { describe, expect, it } from "vitest";
import { sortByName } from "./sort-by-name";

describe("sortByName", () => {
  it("orders by name the French way, accents and case aside, then by the second key", () => {
    const rows = [
      { title: "Piloter un programme", on: "2027-02-01" },
      { title: "éthique de l'IA", on: "2027-01-10" },
      { title: "Agilité à l'échelle", on: "2027-03-01" },
      { title: "Piloter un programme", on: "2027-01-05" },
      { title: "Ethique appliquée", on: "2027-01-01" },
    ];
    expect(
      sortByName(
        rows,
        (row) => row.title,
        (row) => row.on,
      ),
    ).toEqual([
      { title: "Agilité à l'échelle", on: "2027-03-01" },
      { title: "Ethique appliquée", on: "2027-01-01" },
      { title: "éthique de l'IA", on: "2027-01-10" },
      { title: "Piloter un programme", on: "2027-01-05" },
      { title: "Piloter un programme", on: "2027-02-01" },
    ]);
    expect(rows[0].title).toBe("Piloter un programme"); // a copy: the caller's list is left as it was
  });
});
