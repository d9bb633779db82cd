import type { EnquiryStatus } from "~/domain/enquiry";
import type { NewsletterStatus } from "~/domain/newsletter";

/** Rows of the enquiry tables (supabase/migrations, contract in docs/backend.md). Kept by hand like database.types. */
export type EnquiryKind = "contact" | "project" | "service" | "information" | "quote" | "application";

export type Enquiry = {
  id: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  full_name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  subject: string | null;
  message: string | null;
  /** Kind-specific fields (quote: participants, formation_ids…; application: position, cv_path, cv_name). */
  details: Record<string, unknown>;
  consent: boolean;
  source_path: string | null;
  assignee_id: string | null;
  read_at: string | null;
  created_at: string;
  updated_at: string;
};

/** What a visitor's browser sends: `website` is the honeypot (the database drops the row when it is filled). */
export type EnquiryInsert = Pick<Enquiry, "kind" | "full_name" | "email" | "consent"> &
  Partial<Pick<Enquiry, "phone" | "organisation" | "subject" | "message" | "details" | "source_path">> & {
    website?: string;
  };

export type EnquiryUpdate = Partial<Pick<Enquiry, "status" | "assignee_id" | "read_at">>;

export type EnquiryEvent = {
  id: number;
  enquiry_id: string;
  actor_id: string | null;
  kind: "status" | "assignee" | "note";
  from_value: string | null;
  to_value: string | null;
  note: string | null;
  created_at: string;
};

export type EnquiryEventInsert = Pick<EnquiryEvent, "enquiry_id" | "kind" | "note">;

export type NewsletterSubscription = {
  id: string;
  email: string;
  status: NewsletterStatus;
  source_path: string | null;
  consent_text: string | null;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
};
