import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { SocialIcon } from "./social-icons";

const sprite = readFileSync(path.join(import.meta.dirname, "social-icons.svg"), "utf8");

describe("SocialIcon", () => {
  it.each(site.social.map((social) => social.network))("draws %s from a symbol the sprite has", (network) => {
    const { container } = render(<SocialIcon network={network} className="size-5" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveClass("size-5");
    const href = svg.querySelector("use")!.getAttribute("href")!;
    expect(href).toMatch(new RegExp(`social-icons[^#]*\\.svg[^#]*#${network}$`));
    expect(sprite).toMatch(new RegExp(`<symbol id="${network}" viewBox="0 0 24 24"><path d="M[^"]+"/></symbol>`));
  });
});
