import { Frame, ink, type IllustrationProps } from "./frame";

/** Contact: two speech bubbles and the pin of an office. */
export function ConversationIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path
        d="M48 72h212a16 16 0 0 1 16 16v104a16 16 0 0 1-16 16H120l-40 34v-34H48a16 16 0 0 1-16-16V88a16 16 0 0 1 16-16z"
        fill={ink.soft}
      />
      <path d="M68 116h150M68 144h170M68 172h100" opacity={0.5} />
      <path
        d="M232 168h184a16 16 0 0 1 16 16v88a16 16 0 0 1-16 16h-28v30l-36-30H232a16 16 0 0 1-16-16v-88a16 16 0 0 1 16-16z"
        fill={ink.softer}
        stroke={ink.accent}
      />
      <path d="M252 210h140M252 238h96" opacity={0.5} />
      <path
        d="M392 40c-22 0-38 16-38 37 0 28 38 63 38 63s38-35 38-63c0-21-16-37-38-37z"
        fill={ink.accent}
        stroke="none"
      />
      <circle cx="392" cy="78" r="13" fill="#0b3a6e" stroke="none" />
    </Frame>
  );
}
