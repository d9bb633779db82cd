import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: React.ReactNode;
}

export function EmptyState({ icon: Icon, title, children }: EmptyStateProps) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <Icon className="size-10 text-primary" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </Card>
  );
}
