import { Download } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** « Exporter les paiements (CSV) » for a period: the accountant's file, one row per payment and per refund. */
export function PaymentsExport() {
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))));
  const [to, setTo] = useState(isoDay(today));
  const [busy, setBusy] = useState(false);
  const fromId = useId();
  const toId = useId();
  const invalid = !from || !to || from > to;

  async function exportCsv() {
    setBusy(true);
    try {
      // The export's reads and CSV writer are fetched when it is asked for, not with the screen (decision 1098).
      const { exportPayments } = await import("../lib/export-payments");
      await exportPayments(from, to);
    } catch (error) {
      toast({ title: "Export impossible", description: (error as Error).message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      className="flex flex-wrap items-end gap-3"
      aria-label="Exporter les paiements"
      onSubmit={(event) => {
        event.preventDefault();
        void exportCsv();
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={fromId}>Du</Label>
        <Input id={fromId} type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={toId}>Au</Label>
        <Input id={toId} type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
      </div>
      <Button type="submit" variant="outline" disabled={invalid || busy}>
        <Download aria-hidden="true" /> Exporter les paiements (CSV)
      </Button>
    </form>
  );
}
