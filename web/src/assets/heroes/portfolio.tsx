import { Frame, ink, type IllustrationProps } from "./frame";

/** Bureau de projets: the portfolio at a glance — a ring of progress, bars by project, status tiles. */
export function PortfolioIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect x="28" y="36" width="200" height="180" rx="14" fill={ink.softer} />
      <circle cx="128" cy="126" r="52" strokeWidth={14} opacity={0.25} />
      <path d="M128 74a52 52 0 1 1-49.5 68" stroke={ink.accent} strokeWidth={14} strokeLinecap="butt" />
      <rect x="248" y="36" width="204" height="180" rx="14" fill={ink.softer} />
      <path
        d="M276 188v-40M310 188v-84M344 188v-60M378 188v-104M412 188v-28"
        strokeWidth={16}
        strokeLinecap="butt"
        opacity={0.55}
      />
      <path d="M378 188v-104" stroke={ink.accent} strokeWidth={16} strokeLinecap="butt" />
      <path d="M266 196h176" opacity={0.4} />
      {[28, 134, 240, 346].map((x, index) => (
        <g key={x}>
          <rect x={x} y="238" width="96" height="80" rx="12" fill={ink.soft} />
          <circle cx={x + 22} cy="262" r="7" fill={index === 2 ? ink.accent : ink.line} stroke="none" />
          <path d={`M${x + 16} 292h56M${x + 16} 304h36`} opacity={0.5} />
        </g>
      ))}
    </Frame>
  );
}
