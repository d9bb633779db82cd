import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ContentDraft, DraftBase } from "../use-content-draft";

/** « Enregistrer », « Aperçu », « Publier maintenant » / « Dépublier », « Programmer », and the public page's link. */
export function PublicationControls<D extends DraftBase>({
  editor,
  onPreview,
  publicHref,
  publicLabel,
  schedulable = true,
}: {
  editor: ContentDraft<D>;
  onPreview?: () => void;
  publicHref: string;
  publicLabel: string;
  /** Whether a publication date may be chosen (articles, offers); team members are published at once. */
  schedulable?: boolean;
}) {
  const { status, scheduled, run } = editor;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Button type="button" variant="outline" onClick={() => void run("save")}>
        Enregistrer
      </Button>
      {onPreview && (
        <Button type="button" variant="outline" onClick={onPreview}>
          Aperçu
        </Button>
      )}
      {status === "draft" || scheduled ? (
        <Button type="button" onClick={() => void run("publish")}>
          Publier maintenant
        </Button>
      ) : (
        <Button type="button" variant="outline" onClick={() => void run("unpublish")}>
          Dépublier
        </Button>
      )}
      {status === "draft" && schedulable && <SchedulePublication onSchedule={(at) => void run("publish", at)} />}
      {status === "published" && !scheduled && (
        <a className="text-sm font-medium text-primary underline" href={publicHref} target="_blank" rel="noreferrer">
          {publicLabel}
        </a>
      )}
    </div>
  );
}

/** « Programmer la publication »: a date and time, then « Programmer » hands it over as an ISO date. */
export function SchedulePublication({ onSchedule }: { onSchedule: (at: string) => void }) {
  const [schedule, setSchedule] = useState("");
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField label="Programmer la publication">
        <Input type="datetime-local" value={schedule} onChange={(e) => setSchedule(e.target.value)} />
      </FormField>
      <Button
        type="button"
        variant="outline"
        disabled={!schedule}
        onClick={() => onSchedule(new Date(schedule).toISOString())}
      >
        Programmer
      </Button>
    </div>
  );
}
