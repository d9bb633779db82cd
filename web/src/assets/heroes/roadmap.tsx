import { Frame, ink, type IllustrationProps } from "./frame";

/** Services: a winding road of milestones from the first conversation to the delivered result. */
export function RoadmapIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path
        d="M40 304c90 0 120-60 60-92s-40-92 80-92 180 40 150-20 40-60 110-60"
        strokeWidth={3}
        strokeDasharray="10 12"
        opacity={0.6}
      />
      <circle cx="40" cy="304" r="12" fill={ink.soft} />
      <circle cx="104" cy="214" r="12" fill={ink.soft} />
      <circle cx="214" cy="120" r="12" fill={ink.soft} />
      <circle cx="330" cy="100" r="12" fill={ink.soft} />
      <path d="M36 304l3 4 6-8M100 214l3 4 6-8M210 120l3 4 6-8" />
      <path d="M420 40v-32l36 12-36 12" fill={ink.accent} stroke={ink.accent} />
      <path d="M420 40v16" stroke={ink.accent} strokeWidth={3} />
      <rect x="250" y="196" width="180" height="110" rx="12" fill={ink.softer} opacity={0.9} />
      <path d="M272 226h96M272 250h136M272 274h70" opacity={0.5} />
      <circle cx="404" cy="226" r="10" stroke={ink.accent} />
    </Frame>
  );
}
