import * as React from "react";
import { cn } from "~/lib/utils";

export const inputClasses =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted aria-invalid:border-destructive file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-semibold file:text-primary md:text-sm";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(inputClasses, className)} {...props} />;
}
