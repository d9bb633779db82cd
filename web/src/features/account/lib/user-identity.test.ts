import { describe, expect, it } from "vitest";
import { displayName, initials, roleLabel } from "./user-identity";

describe("displayName", () => {
  it("prefers the profile's full name", () => {
    expect(displayName({ profile: { full_name: "Awa Koné" }, user: { user_metadata: { full_name: "Autre" } } })).toBe(
      "Awa Koné",
    );
  });

  it("falls back to the sign-up metadata, then to 'Utilisateur'", () => {
    expect(displayName({ profile: { full_name: "  " }, user: { user_metadata: { full_name: "Moussa Diop" } } })).toBe(
      "Moussa Diop",
    );
    expect(displayName({ profile: null, user: { user_metadata: {} } })).toBe("Utilisateur");
    expect(displayName({})).toBe("Utilisateur");
  });
});

describe("initials", () => {
  it.each([
    ["Awa Koné", "AK"],
    ["jean-marc kouassi yao", "JK"],
    ["Élodie", "É"],
    ["  fatou   sow  ", "FS"],
    ["", "U"],
    [null, "U"],
    [undefined, "U"],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe("roleLabel", () => {
  it("names the three roles in French", () => {
    expect(roleLabel("admin")).toBe("Administrateur");
    expect(roleLabel("trainer")).toBe("Formateur");
    expect(roleLabel("client")).toBe("Client");
  });

  it("reads an absent role as client and shows an unknown one as is", () => {
    expect(roleLabel(null)).toBe("Client");
    expect(roleLabel("auditeur")).toBe("auditeur");
  });
});
