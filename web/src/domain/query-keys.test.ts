import { describe, expect, it } from "vitest";
import { certificateKeys } from "./certificate";
import { formationKeys } from "./formation";
import { enquiryKeys } from "./enquiry";
import { paymentKeys } from "./payment";
import { sessionKeys } from "./session";

describe("query keys", () => {
  it("are equal for equal arguments and differ otherwise", () => {
    expect(formationKeys.one(7)).toEqual(formationKeys.one(7));
    expect(formationKeys.one(7)).not.toEqual(formationKeys.one(8));
    expect(certificateKeys.mine("u1")).toEqual(["certificates", "u1"]);
    expect(certificateKeys.verification("PA-1")).not.toEqual(certificateKeys.mine("PA-1"));
    expect(paymentKeys.one(12)).toEqual(["payments", 12]);
    expect(enquiryKeys.one("e1")).not.toEqual(enquiryKeys.events("e1"));
  });

  it("sit under their entity's prefix, so one invalidation after a change refreshes every screen of it", () => {
    for (const key of [
      formationKeys.one(7),
      formationKeys.related({ id: 7, theme: "Gestion" }),
      formationKeys.admin,
      formationKeys.ofTrainer("t1"),
    ]) {
      expect(key[0]).toBe(formationKeys.all[0]);
    }
    for (const key of [sessionKeys.upcoming(), sessionKeys.upcoming(7), sessionKeys.admin])
      expect(key[0]).toBe(sessionKeys.all[0]);
    for (const key of [enquiryKeys.list, enquiryKeys.one("e1"), enquiryKeys.unread, enquiryKeys.staff])
      expect(key[0]).toBe(enquiryKeys.all[0]);
    expect(paymentKeys.one(12)[0]).toBe(paymentKeys.all[0]);
  });

  it("give every formation's upcoming sessions the bare prefix, and one formation's its id", () => {
    expect(sessionKeys.upcoming()).toEqual(sessionKeys.all);
    expect(sessionKeys.upcoming(7)).toEqual(["course_sessions", 7]);
  });
});
