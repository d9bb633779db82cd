import { Frame, ink, type IllustrationProps } from "./frame";

/** Pages légales: a document in numbered sections under a protecting shield. */
export function DocumentsIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path d="M80 40h180l60 60v220a12 12 0 0 1-12 12H80a12 12 0 0 1-12-12V52a12 12 0 0 1 12-12z" fill={ink.soft} />
      <path d="M260 40v60h60" />
      <path d="M96 84h120" strokeWidth={4} opacity={0.7} />
      <path
        d="M96 128h16M124 128h140M124 148h120M96 188h16M124 188h150M124 208h100M96 248h16M124 248h130M124 268h90"
        opacity={0.45}
      />
      <path d="M370 150l56 20v46c0 40-28 64-56 76-28-12-56-36-56-76v-46z" fill={ink.accent} stroke="none" />
      <path d="M346 222l16 16 30-32" stroke="#0b3a6e" strokeWidth={5} />
    </Frame>
  );
}
