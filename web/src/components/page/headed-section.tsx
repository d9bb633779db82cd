import type * as React from "react";
import { Section, SectionHeading, type SectionHeadingProps, type SectionProps } from "~/components/ui/section";

interface HeadedSectionProps extends Omit<SectionHeadingProps, "id" | "className"> {
  /** The id of the section's h2, which names the section (`aria-labelledby`). */
  titleId: string;
  tone?: SectionProps["tone"];
  /** Classes of the heading block (its bottom margin, say). */
  headingClassName?: string;
  children: React.ReactNode;
}

/** A page section that opens with its heading (eyebrow, h2, lead paragraph) and is named by it. */
export function HeadedSection({ titleId, tone, headingClassName, children, ...heading }: HeadedSectionProps) {
  return (
    <Section tone={tone} aria-labelledby={titleId}>
      <SectionHeading {...heading} id={titleId} className={headingClassName} />
      {children}
    </Section>
  );
}
