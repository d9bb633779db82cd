import type { SocialLink } from "~/config/site";
import spriteUrl from "./social-icons.svg?no-inline";

/**
 * A network's logo, in white, from one cached sprite (one view per network): inline, the logos' long paths cost every
 * page's HTML ≈ 400 bytes of Brotli, and as a lazy image the sprite is fetched only when the footer comes near — not
 * before the page's first paint (docs/decisions/0983).
 */
export function SocialIcon({ network, className }: { network: SocialLink["network"]; className?: string }) {
  return (
    <img
      src={`${spriteUrl}#${network}`}
      alt=""
      width={20}
      height={20}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
