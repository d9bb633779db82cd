import { useId } from "react";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import type { MobileChannel } from "~/domain/payment";
import { MOBILE_OPERATORS } from "../channels";

export interface MobileMoneyFieldsProps {
  operator: MobileChannel;
  onOperatorChange: (operator: MobileChannel) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  phoneError?: string;
  disabled?: boolean;
}

/** The wallet and its phone number: the operator asks that phone to approve the payment. */
export function MobileMoneyFields({
  operator,
  onOperatorChange,
  phone,
  onPhoneChange,
  phoneError,
  disabled,
}: MobileMoneyFieldsProps) {
  const idPrefix = useId();
  return (
    <fieldset className="grid gap-3 rounded-lg border border-dashed p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold">Votre compte Mobile Money</legend>
      <RadioGroup
        value={operator}
        onValueChange={(value) => onOperatorChange(value as MobileChannel)}
        aria-label="Opérateur Mobile Money"
        className="grid grid-cols-2 gap-2"
      >
        {MOBILE_OPERATORS.map(({ value, label }) => (
          <label
            key={value}
            htmlFor={`${idPrefix}-${value}`}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm"
          >
            <RadioGroupItem value={value} id={`${idPrefix}-${value}`} />
            {label}
          </label>
        ))}
      </RadioGroup>
      <FormField
        label="Numéro de téléphone Mobile Money"
        hint="Le numéro du compte qui paie, par exemple +225 07 01 02 03 04."
        error={phoneError}
        required
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
        />
      </FormField>
    </fieldset>
  );
}
