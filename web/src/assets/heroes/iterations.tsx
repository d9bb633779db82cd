import { Frame, ink, type IllustrationProps } from "./frame";

/** Transformation agile: short loops that each deliver, and a board of work in progress. */
export function IterationsIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path d="M96 180a64 64 0 1 1 64 64" strokeWidth={3} opacity={0.7} />
      <path d="M150 234l12 10-12 12" strokeWidth={3} opacity={0.7} />
      <path d="M200 180a48 48 0 1 1 48 48" strokeWidth={3} opacity={0.8} />
      <path d="M238 218l12 10-12 12" strokeWidth={3} opacity={0.8} />
      <path d="M290 180a36 36 0 1 1 36 36" stroke={ink.accent} strokeWidth={3} />
      <path d="M318 206l10 10-10 10" stroke={ink.accent} strokeWidth={3} />
      <g opacity={0.75}>
        <rect x="300" y="40" width="150" height="96" rx="10" fill={ink.softer} />
        <path d="M350 48v80M400 48v80" opacity={0.4} />
        <rect x="310" y="56" width="30" height="18" rx="3" fill={ink.soft} />
        <rect x="310" y="82" width="30" height="18" rx="3" fill={ink.soft} />
        <rect x="360" y="56" width="30" height="18" rx="3" fill={ink.accent} stroke={ink.accent} />
        <rect x="410" y="56" width="30" height="18" rx="3" fill={ink.soft} />
        <rect x="410" y="82" width="30" height="18" rx="3" fill={ink.soft} />
        <rect x="410" y="108" width="30" height="18" rx="3" fill={ink.soft} />
      </g>
      <path d="M40 300h400" opacity={0.3} />
      <path d="M96 300v-8M200 300v-8M290 300v-8M370 300v-8" opacity={0.5} />
    </Frame>
  );
}
