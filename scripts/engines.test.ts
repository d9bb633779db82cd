import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue 48 item 7 (decisions 1036, 1135): the Node versions the project declares are ones every installed dependency
// accepts, and the README says the same minimum.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};
const declared = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } })
  .engines.node;

type Version = [number, number, number];
const parse = (text: string): Version => {
  const [major, minor = 0, patch = 0] = text.replace(/^v/, "").split(".").map(Number);
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The range forms the lock uses (« >=22.12.0 », « ^20.19.0 || ^22.13.0 », « 18 || 20 || >=22 »); any other throws. */
function accepts(range: string, version: string): boolean {
  const wanted = parse(version);
  return range.split("||").some((part) =>
    part
      .trim()
      .replace(/(>=|<=|>|<|\^|~)\s+/g, "$1")
      .replace(/\.[x*]/g, "")
      .split(/\s+/)
      .every((term) => {
        const match = /^(>=|<=|>|<|\^|~)?v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(term);
        if (!match) throw new Error(`engine range not understood: « ${range} »`);
        const [, operator, major, minor, patch] = match;
        const bound = parse([major, minor ?? 0, patch ?? 0].join("."));
        if (operator === ">=") return compare(wanted, bound) >= 0;
        if (operator === ">") return compare(wanted, bound) > 0;
        if (operator === "<=") return compare(wanted, bound) <= 0;
        if (operator === "<") return compare(wanted, bound) < 0;
        if (operator === "^" || !minor) return wanted[0] === bound[0] && compare(wanted, bound) >= 0;
        if (operator === "~") return wanted[0] === bound[0] && wanted[1] === bound[1] && wanted[2] >= bound[2];
        return compare(wanted, bound) === 0;
      }),
  );
}

describe("the declared Node versions", () => {
  const minimum = /^>=(\d+\.\d+\.\d+)$/.exec(declared)?.[1];

  it("are one lower bound", () => {
    expect(minimum).toBeDefined();
  });

  it("are accepted by every dependency installed here, from the minimum to the next supported major (24)", () => {
    const refusing = Object.entries(lock.packages)
      .filter(([where, info]) => where !== "" && existsSync(path.join(root, where)) && !Array.isArray(info.engines))
      .flatMap(([where, info]) => {
        const range = (info.engines as { node?: string } | undefined)?.node;
        if (!range || range === "*") return [];
        return [minimum!, "24.0.0"]
          .filter((version) => !accepts(range, version))
          .map((version) => `${where.replace(/^.*node_modules\//, "")} ${info.version} wants ${range}, not ${version}`);
      });
    expect(refusing).toEqual([]);
  });

  it("are what the README says", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const [major, minor] = minimum!.split(".");
    expect(readme).toContain(`Node ≥ ${major}.${minor}`);
    expect(lock.packages[""].engines).toEqual({ node: declared });
  });

  it("reads the range forms the lock uses", () => {
    expect(accepts("^20.19.0 || ^22.13.0 || >=23.5.0", "22.12.0")).toBe(false);
    expect(accepts("^20.19.0 || ^22.13.0 || >=23.5.0", "22.13.0")).toBe(true);
    expect(accepts("18 || 20 || >=22", "21.0.0")).toBe(false);
    expect(accepts(">=v12.22.7", "22.13.0")).toBe(true);
    expect(accepts(">= 8.0.0", "22.13.0")).toBe(true);
    expect(accepts(">=14 <22", "22.13.0")).toBe(false);
    expect(accepts("10.* || >= 12.*", "22.13.0")).toBe(true);
    expect(accepts("22.x", "24.0.0")).toBe(false);
    expect(() => accepts("22 - 24", "22.13.0")).toThrow(/not understood/);
  });
});
