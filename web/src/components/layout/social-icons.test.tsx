import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { SocialIcon } from "./social-icons";

const sprite = readFileSync(path.join(import.meta.dirname, "social-icons.svg"), "utf8");

describe("SocialIcon", () => {
  it.each(site.social.map((social) => social.network))("shows %s from a view the sprite has, lazily", (network) => {
    const { container } = render(<SocialIcon network={network} className="size-5" />);
    const image = container.querySelector("img")!;
    // Decorative: the link around it is named by its text.
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveClass("size-5");
    expect(image.getAttribute("src")).toMatch(new RegExp(`social-icons[^#]*\\.svg[^#]*#${network}$`));
    expect(sprite).toMatch(new RegExp(`<view id="${network}" viewBox="\\d+ 0 24 24"/>`));
  });

  it("gives each network its own 24-pixel square of the sprite", () => {
    const offsets = [...sprite.matchAll(/<view id="\w+" viewBox="(\d+) 0 24 24"\/>/g)].map((match) => Number(match[1]));
    expect(offsets).toEqual(offsets.map((_, index) => index * 24));
    expect([...sprite.matchAll(/<path transform="translate\((\d+)\)"/g)].map((match) => Number(match[1]))).toEqual(
      offsets,
    );
  });
});
