import { Frame, ink, type IllustrationProps } from "./frame";

/** Certifications: a certificate and its seal. */
export function CertificateIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect x="40" y="48" width="320" height="232" rx="12" fill={ink.softer} />
      <rect x="56" y="64" width="288" height="200" rx="6" opacity={0.35} />
      <path d="M120 108h160" strokeWidth={4} opacity={0.7} />
      <path d="M100 144h200M120 168h160M100 200h120" opacity={0.45} />
      <path d="M96 240h80" opacity={0.6} />
      <path d="M340 250l-20 80 30-18 22 26 8-84M380 250l20 80-30-18-22 26-8-84" fill={ink.soft} stroke={ink.accent} />
      <circle cx="360" cy="236" r="52" fill={ink.accent} stroke="none" />
      <circle cx="360" cy="236" r="38" stroke="#0b3a6e" strokeOpacity={0.35} strokeWidth={3} />
      <path d="M342 236l12 12 24-26" stroke="#0b3a6e" strokeWidth={5} />
    </Frame>
  );
}
