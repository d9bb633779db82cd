import * as React from "react";
import { cn } from "~/lib/utils";
import { Container } from "./container";

export interface SectionProps extends React.ComponentProps<"section"> {
  /** Sections alternate plain and tinted backgrounds; "brand" is the deep-blue band for calls to action. */
  tone?: "plain" | "tinted" | "brand";
  containerClassName?: string;
}

const toneClasses = {
  plain: "bg-background",
  tinted: "bg-tinted",
  brand: "bg-band text-band-foreground",
} as const;

export function Section({ tone = "plain", className, containerClassName, children, ...props }: SectionProps) {
  return (
    <section data-slot="section" className={cn("py-16 md:py-24", toneClasses[tone], className)} {...props}>
      <Container className={containerClassName}>{children}</Container>
    </section>
  );
}

export interface SectionHeadingProps {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  align?: "left" | "center";
  id?: string;
  className?: string;
}

/** An optional small label above an h2 and a lead paragraph, with a readable measure. */
export function SectionHeading({ eyebrow, title, description, align = "left", id, className }: SectionHeadingProps) {
  return (
    <div className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-wide text-warm-subtle-foreground uppercase dark:text-warm">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
        {title}
      </h2>
      {description && <p className="mt-4 text-lg text-muted-foreground">{description}</p>}
    </div>
  );
}
