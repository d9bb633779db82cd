import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { focusFirstInvalid } from "~/lib/focus-first-invalid";
import { EnquiryFormFooter, type EnquiryFormFooterProps } from "./enquiry-form-footer";
import type { SendState } from "./use-send-state";

interface EnquiryFormProps<Values extends FieldValues> extends Omit<
  EnquiryFormFooterProps,
  "honeypot" | "failure" | "isSubmitting"
> {
  /** The form's accessible name. */
  label: string;
  /** The react-hook-form form (useForm's answer): it validates, then calls `onValid`. */
  form: Pick<UseFormReturn<Values>, "handleSubmit" | "formState">;
  onValid: SubmitHandler<Values>;
  /** From useSendState: the honeypot and the failure of the last send, shown in the footer. */
  send: Pick<SendState, "honeypot" | "failure">;
  ref?: React.Ref<HTMLFormElement>;
  className?: string;
  /** The fields; the footer (honeypot, consent, failure, submit button) comes after them. */
  children: React.ReactNode;
}

/**
 * A public enquiry page form: posted without the browser's own validation, its fields, then the enquiry footer
 * (honeypot, consent notice, send failure and the submit button, disabled while sending).
 */
export function EnquiryForm<Values extends FieldValues>({
  label,
  form,
  onValid,
  send,
  ref,
  className = "grid gap-5",
  children,
  ...footer
}: EnquiryFormProps<Values>) {
  return (
    <form
      method="post"
      ref={ref}
      noValidate
      onSubmit={(event) => {
        const element = event.currentTarget;
        return form.handleSubmit(onValid, (errors) => focusFirstInvalid(element, Object.keys(errors)))(event);
      }}
      aria-label={label}
      className={className}
    >
      {children}
      <EnquiryFormFooter
        honeypot={send.honeypot}
        failure={send.failure}
        isSubmitting={form.formState.isSubmitting}
        {...footer}
      />
    </form>
  );
}
