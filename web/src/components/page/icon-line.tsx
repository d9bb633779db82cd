import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** A line of text led by a small icon (an address, a phone number). */
export function IconLine({
  icon: Icon,
  className,
  iconClassName,
  children,
}: {
  icon: LucideIcon;
  className?: string;
  iconClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <p className={cn("flex gap-2", className)}>
      <Icon className={cn("mt-0.5 size-4 shrink-0", iconClassName)} aria-hidden="true" />
      {children}
    </p>
  );
}
