import { describe, expect, it } from "vitest";
import {
  isStrongPassword,
  passwordProblem,
  passwordWeakness,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
} from "./password-rule";

describe("password rule", () => {
  it("accepts 8 characters with an uppercase letter and a digit", () => {
    expect(isStrongPassword("Formation1")).toBe(true);
    expect(isStrongPassword("Abcdefg1")).toBe(true);
  });

  it.each([
    ["too short", "Abcde1"],
    ["seven characters", "Abcdef1"],
    ["no uppercase", "formation1"],
    ["no digit", "Formation"],
    ["empty", ""],
  ])("refuses a password that is %s with the French rule message", (_label, password) => {
    expect(isStrongPassword(password)).toBe(false);
    expect(passwordProblem(password)).toBe(PASSWORD_RULE_MESSAGE);
  });

  it("counts an accented capital as an uppercase letter", () => {
    expect(isStrongPassword("Été2027abc")).toBe(true);
  });

  it("refuses more than 72 bytes (bcrypt limit), counting UTF-8 bytes", () => {
    expect(isStrongPassword(`A1${"a".repeat(70)}`)).toBe(true);
    expect(passwordProblem(`A1${"a".repeat(71)}`)).toBe(PASSWORD_TOO_LONG_MESSAGE);
    // 36 "é" are 72 bytes: with A and 1 the password is 74 bytes although only 38 characters.
    expect(passwordProblem(`A1${"é".repeat(36)}`)).toBe(PASSWORD_TOO_LONG_MESSAGE);
  });

  it("states the rule in French", () => {
    expect(PASSWORD_RULE_MESSAGE).toContain("8 caractères");
    expect(PASSWORD_RULE_MESSAGE).toContain("majuscule");
    expect(PASSWORD_RULE_MESSAGE).toContain("chiffre");
  });

  it("gives the server GoTrue's reasons for the same rule, and nothing for a good password", () => {
    expect(passwordWeakness("Formation1")).toBeNull();
    expect(passwordWeakness("Abc1")).toEqual({
      reasons: ["length"],
      message: "Password should be at least 8 characters.",
    });
    expect(passwordWeakness("formation1")?.reasons).toEqual(["characters"]);
    expect(passwordWeakness("court")?.reasons).toEqual(["length", "characters"]);
    expect(passwordWeakness(`A1${"é".repeat(36)}`)).toEqual({
      reasons: ["length"],
      message: "Password cannot be longer than 72 bytes.",
    });
  });

  it.each(["", "Abcdef1", "formation1", "Formation", `A1${"a".repeat(71)}`, "Formation1", "Été2027abc"])(
    "refuses on the server exactly what the forms refuse (%j)",
    (password) => {
      expect(passwordWeakness(password) === null).toBe(passwordProblem(password) === null);
    },
  );
});
