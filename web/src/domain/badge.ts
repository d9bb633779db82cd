import type { BadgeProps } from "~/components/ui/badge";

/** The colours a status badge may take (components/ui/badge). */
export type BadgeVariant = NonNullable<BadgeProps["variant"]>;
