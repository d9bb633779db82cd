import { Frame, ink, type IllustrationProps } from "./frame";

const bars = [
  { x: 60, w: 120, y: 70 },
  { x: 150, w: 150, y: 118 },
  { x: 200, w: 110, y: 166 },
  { x: 280, w: 130, y: 214 },
  { x: 330, w: 100, y: 262 },
];

/** Gestion de projet: a schedule — staggered tasks, their links and two milestones. */
export function GanttIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect x="28" y="28" width="424" height="304" rx="16" fill={ink.softer} opacity={0.9} />
      <path d="M110 40v280M190 40v280M270 40v280M350 40v280M430 40v280" opacity={0.15} />
      {bars.map((bar, index) => (
        <rect
          key={bar.y}
          x={bar.x}
          y={bar.y}
          width={bar.w}
          height={22}
          rx={6}
          fill={index === 2 ? ink.accent : ink.soft}
          stroke={index === 2 ? ink.accent : ink.line}
          opacity={index === 2 ? 0.9 : 0.8}
        />
      ))}
      <path d="M180 92v16h-10M300 140v16h-10M310 188v16h-10M410 236v16h-10" opacity={0.5} />
      <path d="M440 262l10 10-10 10-10-10z" fill={ink.accent} stroke={ink.accent} />
      <path d="M314 58l10 10-10 10-10-10z" fill={ink.line} stroke="none" />
      <path d="M240 40v280" stroke={ink.accent} strokeDasharray="4 8" opacity={0.7} />
    </Frame>
  );
}
