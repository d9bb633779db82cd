/** Rows of the enquiry tables, from the generated database types (common/database.ts; contract in docs/backend.md). */
import type { CheckedValues, Tables, TablesInsert, TablesUpdate } from "@common/database";

export type EnquiryKind = CheckedValues["enquiries"]["kind"];
export type EnquiryStatus = CheckedValues["enquiries"]["status"];

/** `details` holds the kind-specific fields (quote: participants, formation_ids…; application: position, cv_path, cv_name). */
export type Enquiry = Omit<Tables<"enquiries">, "website">;

/** What a visitor's browser sends: `website` is the honeypot (the database drops the row when it is filled). */
export type EnquiryInsert = Pick<
  TablesInsert<"enquiries">,
  | "kind"
  | "full_name"
  | "email"
  | "consent"
  | "phone"
  | "organisation"
  | "subject"
  | "message"
  | "details"
  | "source_path"
  | "website"
>;

export type EnquiryUpdate = Pick<TablesUpdate<"enquiries">, "status" | "assignee_id" | "read_at">;

export type EnquiryEvent = Tables<"enquiry_events">;

export type EnquiryEventInsert = Pick<TablesInsert<"enquiry_events">, "enquiry_id" | "kind" | "note">;

export type NewsletterStatus = CheckedValues["newsletter_subscriptions"]["status"];

export type NewsletterSubscription = Tables<"newsletter_subscriptions">;
