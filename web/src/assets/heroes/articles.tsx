import { Frame, ink, type IllustrationProps } from "./frame";

/** The two sheets under the top one, each turned a little. */
const sheetsBelow = [
  { x: "120", transform: "rotate(8 240 180)", opacity: 0.6 },
  { x: "110", transform: "rotate(-6 230 180)", opacity: 0.8 },
];

/** Blog: a stack of articles, the top one being written. */
export function ArticlesIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      {sheetsBelow.map(({ x, transform, opacity }) => (
        <rect
          key={x}
          x={x}
          y="40"
          width="240"
          height="280"
          rx="14"
          fill={ink.softer}
          transform={transform}
          opacity={opacity}
        />
      ))}
      <rect x="100" y="40" width="240" height="280" rx="14" fill={ink.soft} />
      <rect x="124" y="64" width="192" height="80" rx="8" fill={ink.accent} fillOpacity={0.85} stroke="none" />
      <path d="M124 172h160M124 196h192M124 220h176M124 244h120" opacity={0.55} />
      <path d="M124 280h60" strokeWidth={3} />
      <path d="M392 120l28 28-96 96-36 8 8-36z" fill={ink.soft} />
      <path d="M380 132l28 28" />
    </Frame>
  );
}
