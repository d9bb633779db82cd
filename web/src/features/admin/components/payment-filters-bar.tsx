import { Search } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { ENROLLMENT_STATUSES, enrollmentStatusLabel } from "~/domain/enrollment";
import { PAYMENT_METHODS, paymentMethodLabel } from "~/domain/payment";
import { FILTER_PARAMS, type PaymentFilters } from "../lib/payment-filters";

const ALL = "tous";

interface PaymentFiltersBarProps {
  filters: PaymentFilters;
  onChange(param: (typeof FILTER_PARAMS)[keyof typeof FILTER_PARAMS], value: string | null): void;
  onReset(): void;
}

function FilterSelect({
  label,
  value,
  options,
  onValueChange,
}: {
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onValueChange(value: string | null): void;
}) {
  return (
    <FormField label={label}>
      <Select value={value ?? ALL} onValueChange={(next) => onValueChange(next === ALL ? null : next)}>
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Tous</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

export function PaymentFiltersBar({ filters, onChange, onReset }: PaymentFiltersBarProps) {
  const active = filters.status || filters.method || filters.currency || filters.search;
  return (
    <div
      role="search"
      aria-label="Filtrer les inscriptions"
      className="grid gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor="payment-search">Rechercher</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="payment-search"
            type="search"
            className="pl-9"
            placeholder="Apprenant, e-mail ou formation"
            value={filters.search}
            onChange={(event) => onChange(FILTER_PARAMS.search, event.target.value || null)}
          />
        </div>
      </div>
      <FilterSelect
        label="Statut"
        value={filters.status}
        options={ENROLLMENT_STATUSES.map((status) => ({ value: status, label: enrollmentStatusLabel(status) }))}
        onValueChange={(value) => onChange(FILTER_PARAMS.status, value)}
      />
      <FilterSelect
        label="Moyen de paiement"
        value={filters.method}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodLabel(method) }))}
        onValueChange={(value) => onChange(FILTER_PARAMS.method, value)}
      />
      <FilterSelect
        label="Devise"
        value={filters.currency}
        options={[
          { value: "XOF", label: "XOF" },
          { value: "CAD", label: "CAD" },
        ]}
        onValueChange={(value) => onChange(FILTER_PARAMS.currency, value)}
      />
      <Button variant="ghost" disabled={!active} onClick={onReset}>
        Réinitialiser
      </Button>
    </div>
  );
}
