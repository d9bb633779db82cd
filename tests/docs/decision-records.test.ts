import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(folder).filter((file) => /^\d{4}-.+\.md$/.test(file));

describe("decision records", () => {
  it("each opens with its title then a Status line", () => {
    const withoutStatus = records.filter((file) => {
      const [title, blank, status] = readFileSync(path.join(folder, file), "utf8").split("\n");
      return (
        !/^# \d{4} — /.test(title ?? "") || blank !== "" || !/^\*\*Status:\*\* (Accepted|Superseded)/.test(status ?? "")
      );
    });
    expect(withoutStatus).toEqual([]);
  });

  it("are all listed in the index, and the index lists nothing else", () => {
    const index = readFileSync(path.join(folder, "README.md"), "utf8");
    const listed = [...index.matchAll(/^\| \[\d{4}\]\(([^)]+)\)/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...records].sort());
  });

  it("use each number once", () => {
    const numbers = records.map((file) => file.slice(0, 4));
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });
});
