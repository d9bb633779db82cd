import { Frame, ink, type IllustrationProps } from "./frame";

/** L'entreprise: a globe whose two marked points, north and south of the Atlantic, are joined by one arc. */
export function GlobeIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <circle cx="240" cy="180" r="140" fill={ink.softer} />
      <ellipse cx="240" cy="180" rx="56" ry="140" opacity={0.5} />
      <ellipse cx="240" cy="180" rx="108" ry="140" opacity={0.35} />
      <path d="M100 180h280M116 114h248M116 246h248M150 72h180M150 288h180" opacity={0.35} />
      <path d="M168 128c40-70 130-60 146 38" stroke={ink.accent} strokeWidth={3} strokeDasharray="2 10" />
      <circle cx="168" cy="128" r="9" fill={ink.line} stroke="none" />
      <circle cx="314" cy="166" r="9" fill={ink.accent} stroke="none" />
      <circle cx="298" cy="212" r="6" fill={ink.accent} stroke="none" opacity={0.8} />
      <circle cx="168" cy="128" r="18" opacity={0.4} />
      <circle cx="314" cy="166" r="18" stroke={ink.accent} opacity={0.5} />
    </Frame>
  );
}
