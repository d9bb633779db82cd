import { AdminOnly } from "./admin-only";

interface AdminPageProps {
  title: string;
  description: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}

/** Frame of a back-office screen: the admin gate, then a heading, a line of context and the screen's actions. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <AdminOnly>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">{title}</h1>
            <p className="max-w-prose text-muted-foreground">{description}</p>
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </header>
        {children}
      </div>
    </AdminOnly>
  );
}
