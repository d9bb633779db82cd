import type { SaveState } from "../use-content-draft";
import type { PublicationStatus } from "@common/database";
import { contentDateTime, contentTime } from "../../lib/dates";

/** « Brouillon · Enregistré à 10:42 » (« Publié », « Programmé pour le … »), and the last error as an alert. */
export function SaveStatus({
  editor,
}: {
  editor: {
    status: PublicationStatus;
    scheduled?: boolean;
    publishedAt?: string | null;
    state: SaveState;
    dirty: boolean;
  };
}) {
  const { status, scheduled, publishedAt, state, dirty } = editor;
  return (
    <>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {status === "draft" ? "Brouillon" : scheduled ? `Programmé pour le ${contentDateTime(publishedAt!)}` : "Publié"}
        {" · "}
        {state.kind === "saving" && "Enregistrement…"}
        {state.kind === "saved" && `Enregistré à ${contentTime(state.at)}`}
        {(state.kind === "idle" || state.kind === "error") && (dirty ? "Modifications non enregistrées" : "À jour")}
      </p>
      {state.kind === "error" && (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">
          {state.message}
        </p>
      )}
    </>
  );
}
