import { ArrowRight } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";

/** A text link to another page, its label followed by an arrow; the card it closes gives its classes. */
export function ArrowLink({ to, className, children }: { to: string; className: string; children: React.ReactNode }) {
  return (
    <Link to={to} className={className}>
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
