import type { ReactNode, SVGProps } from "react";

/** The colours every hero illustration draws with, chosen for the deep-blue band (light and dark themes). */
export const ink = {
  /** Lines: the band's muted foreground. */
  line: "#d3e0f2",
  /** The warm accent of the Canada–Africa bridge, used sparingly. */
  accent: "#f2a541",
  /** Soft fills that lift a shape off the band. */
  soft: "rgba(255,255,255,0.08)",
  softer: "rgba(255,255,255,0.04)",
};

export type IllustrationProps = SVGProps<SVGSVGElement>;

/** Every hero illustration is a 480 × 360 drawing with its size written out, so it never shifts the layout. */
export function Frame({ children, ...props }: IllustrationProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 480 360"
      width={480}
      height={360}
      fill="none"
      stroke={ink.line}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
