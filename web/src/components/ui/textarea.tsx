import * as React from "react";
import { cn } from "~/lib/utils";
import { inputClasses } from "./input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(inputClasses, "min-h-28 h-auto", className)} {...props} />;
}
