import type { SocialLink } from "~/config/site";
import spriteUrl from "./social-icons.svg?no-inline";

/**
 * The networks' logos, drawn from one cached sprite: their paths are long and unlike the page's text, so inline they
 * cost every page's HTML ≈ 400 bytes of Brotli, for icons at the foot of the page (docs/decisions/0983).
 */
export function SocialIcon({ network, className }: { network: SocialLink["network"]; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <use href={`${spriteUrl}#${network}`} />
    </svg>
  );
}
