import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** A back-office screen's way back to the list it belongs to: an outline button with a left arrow. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
