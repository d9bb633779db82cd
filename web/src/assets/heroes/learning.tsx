import { Frame, ink, type IllustrationProps } from "./frame";

/** Formations: an open book and the formation cards of a learning path. */
export function LearningIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path d="M240 300c-50-26-120-30-180-18V106c60-12 130-8 180 18z" fill={ink.softer} />
      <path d="M240 300c50-26 120-30 180-18V106c-60-12-130-8-180 18z" fill={ink.soft} />
      <path d="M240 124v176" />
      <path d="M90 146c40-6 80-2 120 12M90 178c40-6 80-2 120 12M90 210c40-6 80-2 120 12" opacity={0.45} />
      <path d="M270 158c40-14 80-18 120-12M270 190c40-14 80-18 120-12" opacity={0.45} />
      <path d="M270 228c20-7 40-11 60-12" stroke={ink.accent} strokeWidth={3} />
      <path d="M240 40l70 28-70 28-70-28z" fill={ink.soft} />
      <path d="M200 80v22c20 14 60 14 80 0V80" />
      <path d="M310 68v34" stroke={ink.accent} />
      <circle cx="310" cy="106" r="5" fill={ink.accent} stroke="none" />
    </Frame>
  );
}
