import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

interface SideBoxProps {
  icon: LucideIcon;
  title: string;
  className?: string;
  contentClassName?: string;
  children: React.ReactNode;
}

/** A box of the formation page's side column: a card titled with an icon. */
export function SideBox({ icon: Icon, title, className, contentClassName, children }: SideBoxProps) {
  return (
    <Card className={className}>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-warm" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
