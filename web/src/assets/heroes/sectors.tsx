import { Frame, ink, type IllustrationProps } from "./frame";

/** Secteurs: a line of pictograms — a power pylon, a telecom mast, an office, a clinic, a school, a harbour crane. */
export function SectorsIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path d="M20 300h440" opacity={0.5} />
      {/* Pylon and its line. */}
      <path d="M60 300l24-150 24 150M70 240h28M76 200h16M52 180h64M58 160h52" />
      <path d="M116 180c40 20 80 20 120 0" opacity={0.35} />
      {/* Telecom mast. */}
      <path d="M170 300l14-110 14 110M184 190v-20" />
      <path d="M166 164a24 24 0 0 1 36 0M156 152a40 40 0 0 1 56 0" stroke={ink.accent} />
      {/* Office. */}
      <rect x="224" y="150" width="64" height="150" rx="4" fill={ink.softer} />
      <path
        d="M238 172h12M262 172h12M238 196h12M262 196h12M238 220h12M262 220h12M238 244h12M262 244h12M250 300v-28h12v28"
        opacity={0.6}
      />
      {/* Clinic. */}
      <rect x="304" y="214" width="64" height="86" rx="4" fill={ink.softer} />
      <path d="M336 232v24M324 244h24" stroke={ink.accent} strokeWidth={4} />
      {/* Crane. */}
      <path d="M404 300V120M404 120h56M404 120l-30 0M404 140l40-20M452 120v50" />
      <rect x="442" y="170" width="20" height="16" fill={ink.soft} />
      <circle cx="240" cy="70" r="24" fill={ink.accent} fillOpacity={0.85} stroke="none" />
    </Frame>
  );
}
