/** The heading of a screen of the learner's or the trainer's space: its title, then a line of context. */
export function SpaceHeader({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <header className="grid gap-1">
      <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </header>
  );
}
