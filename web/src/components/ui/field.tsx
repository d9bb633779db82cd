import * as React from "react";
import { cn } from "~/lib/utils";
import { Label } from "./label";

interface FormFieldContextValue {
  id: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
}

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

/** Lets composite controls (SelectTrigger, RadioGroup) pick up the id and aria wiring of their FormField. */
export function useFormFieldContext() {
  return React.useContext(FormFieldContext);
}

export interface FormFieldProps {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
  children: React.ReactElement<Record<string, unknown>>;
}

/**
 * One labelled control with its hint and error: the label targets the control, the control gets
 * aria-invalid and aria-describedby, and a required field shows an asterisk (aria-required on the control).
 */
export function FormField({ label, hint, error, required = false, id, className, children }: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? (children.props.id as string | undefined) ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const context: FormFieldContextValue = {
    id: controlId,
    labelId: `${controlId}-label`,
    describedBy,
    invalid: Boolean(error),
    required,
  };

  const control = React.cloneElement(children, {
    id: controlId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
  });

  return (
    <FormFieldContext.Provider value={context}>
      <div data-slot="form-field" className={cn("grid gap-2", className)}>
        {/* The asterisk sits outside the label so the accessible name stays exactly the label text. */}
        <div className="flex items-baseline gap-0.5">
          <Label htmlFor={controlId} id={context.labelId}>
            {label}
          </Label>
          {required && (
            <span aria-hidden="true" className="text-sm font-medium text-destructive">
              *
            </span>
          )}
        </div>
        {control}
        {hint && (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    </FormFieldContext.Provider>
  );
}
