import { ENQUIRY_KIND_LABELS } from "@common/enquiry-kinds";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { InboxFilters } from "../lib/inbox-filters";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES } from "~/domain/enquiry";
import { ENQUIRY_KINDS } from "../lib/labels";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

interface InboxFiltersBarProps {
  filters: InboxFilters;
  onChange: (param: "type" | "statut" | "du" | "au" | "q", value: string | null) => void;
  onReset: () => void;
}

/** One filter: its label above its control (`id` names the control). */
function Filter({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

interface DateFilterProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** A bound of the date range; emptied, it is no bound (null). */
function DateFilter({ id, label, value, onChange }: DateFilterProps) {
  return (
    <Filter id={id} label={label}>
      <Input id={id} type="date" value={value ?? ""} onChange={(event) => onChange(event.target.value || null)} />
    </Filter>
  );
}

/** Type, status, date range and search; every change is written to the URL by the screen. */
export function InboxFiltersBar({ filters, onChange, onReset }: InboxFiltersBarProps) {
  return (
    <form
      method="post"
      role="search"
      aria-label="Filtrer les demandes"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 sm:items-end xl:grid-cols-3 2xl:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
    >
      <Filter id="inbox-search" label="Rechercher">
        <Input
          id="inbox-search"
          type="search"
          placeholder="Nom, email, organisation, texte…"
          maxLength={200}
          value={filters.search}
          onChange={(event) => onChange("q", event.target.value || null)}
        />
      </Filter>
      <Filter id="inbox-kind" label="Type">
        <select
          id="inbox-kind"
          className={selectClass}
          value={filters.kind ?? ""}
          onChange={(event) => onChange("type", event.target.value || null)}
        >
          <option value="">Tous les types</option>
          {ENQUIRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ENQUIRY_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </Filter>
      <Filter id="inbox-status" label="Statut">
        <select
          id="inbox-status"
          className={selectClass}
          value={filters.status}
          onChange={(event) => onChange("statut", event.target.value === "actives" ? null : event.target.value)}
        >
          <option value="actives">Toutes sauf archivées</option>
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ENQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
          <option value="toutes">Toutes</option>
        </select>
      </Filter>
      <DateFilter
        id="inbox-from"
        label="Reçues depuis le"
        value={filters.from}
        onChange={(value) => onChange("du", value)}
      />
      <DateFilter id="inbox-to" label="Jusqu'au" value={filters.to} onChange={(value) => onChange("au", value)} />
      <Button type="button" variant="outline" onClick={onReset}>
        Réinitialiser
      </Button>
    </form>
  );
}
