import type { EnquiryInsert } from "../lib/enquiry.types";
import { supabaseClient } from "../lib/client";
import { SendFailedError } from "../lib/send-errors";

/** Empty optional fields are stored as null, not as empty strings. */
function orNull(value: string | undefined | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

export type EnquiryToSend = Omit<EnquiryInsert, "consent" | "source_path">;

/**
 * Stores one enquiry. Resolves only once the backend has answered 201 (the row is stored, or silently dropped for a
 * filled honeypot); throws SendFailedError otherwise. No `.select()`: a visitor may insert but never read back.
 */
export async function sendEnquiry(enquiry: EnquiryToSend): Promise<void> {
  const row: EnquiryInsert = {
    kind: enquiry.kind,
    full_name: enquiry.full_name.trim(),
    email: enquiry.email.trim(),
    phone: orNull(enquiry.phone),
    organisation: orNull(enquiry.organisation),
    subject: orNull(enquiry.subject),
    message: orNull(enquiry.message),
    details: enquiry.details ?? {},
    // The forms show the consent wording next to the submit button: sending is the visitor's consent (decision 0831).
    consent: true,
    source_path: typeof window === "undefined" ? null : window.location.pathname,
    website: enquiry.website ?? "",
  };
  let status: number | undefined;
  try {
    const client = await supabaseClient();
    const result = await client.from("enquiries").insert(row);
    if (!result.error) return;
    status = result.status;
  } catch (error) {
    throw new SendFailedError(undefined, error);
  }
  throw new SendFailedError(status);
}
