import { Frame, ink, type IllustrationProps } from "./frame";

/** À propos: a bridge from a northern skyline to a West African coast, the firm's two shores. */
export function BridgeIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <circle cx="372" cy="92" r="34" fill={ink.accent} fillOpacity={0.9} stroke="none" />
      <path d="M20 262h440" opacity={0.5} />
      <path d="M20 286c40-8 80 8 120 0s80-8 120 0 80 8 120 0 60-6 100 0" opacity={0.3} />
      <path d="M20 306c40-8 80 8 120 0s80-8 120 0 80 8 120 0 60-6 100 0" opacity={0.2} />
      {/* The northern skyline. */}
      <path d="M36 262v-88h26v88M62 262v-122h30v122M92 262v-64h22v64M46 190h6M46 206h6M72 158h10M72 176h10M72 194h10" />
      <path d="M124 262v-40l10-12 10 12v40" opacity={0.7} />
      {/* The southern coast: low roofs and a palm. */}
      <path d="M366 262v-38h34v38M362 226l21-16 21 16M410 262v-30h30v30M406 234l19-14 19 14" />
      <path d="M452 262v-62M452 200c-12-10-26-8-34 0M452 200c10-12 22-12 28-4M452 200c-4-14-14-20-24-20" />
      {/* The bridge. */}
      <path d="M150 262c40-96 140-96 180 0" stroke={ink.accent} strokeWidth={3} />
      <path d="M150 238h180" strokeWidth={3} />
      <path d="M180 238v-26M210 238v-46M240 238v-54M270 238v-46M300 238v-26" opacity={0.6} />
    </Frame>
  );
}
