import { contentDateTime } from "../../lib/dates";

const ACTIONS: Record<string, string> = {
  created: "créé",
  edited: "modifié",
  published: "publié",
  scheduled: "programmé",
  unpublished: "dépublié",
  deleted: "supprimé",
};

/** Who changed what, when: the revisions the database records on each write. */
export function RevisionHistory({
  revisions,
}: {
  revisions: { id: number; action: string; changed_at: string; changed_by: string | null }[] | undefined;
}) {
  if (!revisions?.length) return null;
  return (
    <section aria-labelledby="historique" className="grid gap-2">
      <h2 id="historique" className="text-lg font-semibold">
        Historique
      </h2>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        {revisions.map((revision) => (
          <li key={revision.id}>
            {contentDateTime(revision.changed_at)} — {ACTIONS[revision.action] ?? revision.action}
          </li>
        ))}
      </ul>
    </section>
  );
}
