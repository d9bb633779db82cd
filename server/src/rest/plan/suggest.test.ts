import { describe, expect, it } from "vitest";
import { ARGUMENTS_SCORE, NAME_SCORE, closestName, editDistance } from "./suggest";

describe("PostgREST's fuzzy hints", () => {
  it("measures edits", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("finds function names as PostgREST's examples do (Error.hs, noRpcHint)", () => {
    const names = ["test", "another"];
    expect(closestName(names, "testt", NAME_SCORE)).toBe("test");
    expect(closestName(names, "noclosealternative", NAME_SCORE)).toBeUndefined();
    const unnamed = ["f_with_unnamed_json", "f_with_unnamed_jsonb", "f_with_unnamed_text", "f_with_unnamed_default"];
    expect(closestName(unnamed, "f_with_unnamed_integer", NAME_SCORE)).toBe("f_with_unnamed_text");
  });

  it("finds argument lists with the lower threshold", () => {
    const lists = ["(name, param, val)", "(attr, id)"];
    expect(closestName(lists, "(nam, pqaram, vall)", ARGUMENTS_SCORE)).toBe("(name, param, val)");
    expect(closestName(lists, "(param, val)", ARGUMENTS_SCORE)).toBe("(name, param, val)");
    expect(closestName(lists, "(attrs, id)", ARGUMENTS_SCORE)).toBe("(attr, id)");
    expect(closestName(lists, "(id)", ARGUMENTS_SCORE)).toBe("(attr, id)");
    expect(closestName(lists, "(noclosealternative)", ARGUMENTS_SCORE)).toBeUndefined();
    // No argument at all (or only an unnamed one) suggests nothing.
    expect(closestName(lists, "()", ARGUMENTS_SCORE)).toBeUndefined();
  });
});
