import { describe, expect, it } from "vitest";
import { parseSidebarCookie, serializeSidebarCookie } from "./sidebar-cookie";

describe("parseSidebarCookie", () => {
  it("reads the collapsed and expanded states", () => {
    expect(parseSidebarCookie("sidebar:state=false")).toBe(false);
    expect(parseSidebarCookie("theme=dark; sidebar:state=true; other=1")).toBe(true);
    expect(parseSidebarCookie("a=1;sidebar:state=false")).toBe(false);
  });

  it("defaults to expanded when the cookie is absent or empty", () => {
    expect(parseSidebarCookie("")).toBe(true);
    expect(parseSidebarCookie(undefined)).toBe(true);
    expect(parseSidebarCookie("xsidebar:state=false; junk")).toBe(true);
  });
});

describe("serializeSidebarCookie", () => {
  it("keeps the state 7 days on the whole site", () => {
    expect(serializeSidebarCookie(false)).toBe("sidebar:state=false; path=/; max-age=604800; samesite=lax");
    expect(parseSidebarCookie(serializeSidebarCookie(false))).toBe(false);
  });
});
