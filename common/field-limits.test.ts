import { describe, expect, it } from "vitest";
import { FIELD_LIMITS, fieldTooLongMessage } from "./field-limits";

describe("field limits", () => {
  it("allow the longest valid e-mail address (RFC 5321: 254 characters) and no more", () => {
    expect(FIELD_LIMITS.email).toBe(254);
  });

  it("keep names, company and position to 120 characters and the country to 80", () => {
    expect(FIELD_LIMITS).toEqual({ email: 254, fullName: 120, company: 120, position: 120, country: 80 });
  });

  it("say the limit in French", () => {
    expect(fieldTooLongMessage(120)).toBe("120 caractères au maximum.");
  });
});
