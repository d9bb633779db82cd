import { describe, expect, it } from "vitest";
import { displayName, initials, isKnownRole, profileKeys, roleLabel, ROLES } from "./person";

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
    ["jean-marc kouassi yao", "JY"],
    ["Amadou  Mamadou   Diallo", "AD"],
    ["Aïcha Koné", "AK"],
    ["Élodie", "É"],
    ["  fatou   sow  ", "FS"],
    ["Marie-Claire Tremblay", "MT"],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it("gives the fallback, empty unless told, when there is no name", () => {
    expect(initials("")).toBe("");
    expect(initials(null, "U")).toBe("U");
    expect(initials("   ", "E")).toBe("E");
  });
});

describe("roles", () => {
  it("names the three roles in French", () => {
    expect(ROLES.map(roleLabel)).toEqual(["Client", "Formateur", "Rédacteur", "Administrateur"]);
  });

  it("reads an absent role as client and shows an unknown one as is", () => {
    expect(roleLabel(null)).toBe("Client");
    expect(roleLabel("")).toBe("Client");
    expect(roleLabel("auditeur")).toBe("auditeur");
    expect(isKnownRole("auditeur")).toBe(false);
    expect(isKnownRole("trainer")).toBe(true);
  });
});

describe("profileKeys", () => {
  it("keep a person's own profile apart from the back office's lists, under one 'profiles' prefix", () => {
    expect(profileKeys.one("u1")).toEqual(profileKeys.one("u1"));
    expect(profileKeys.one("u1")).not.toEqual(profileKeys.adminSearch("u1"));
    expect(profileKeys.adminSearch("awa").slice(0, 2)).toEqual(profileKeys.admin);
    expect(profileKeys.trainers.slice(0, 2)).toEqual(profileKeys.admin);
    for (const key of [profileKeys.one("u1"), profileKeys.admin, profileKeys.trainers])
      expect(key[0]).toBe(profileKeys.all[0]);
  });
});
