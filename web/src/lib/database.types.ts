/**
 * Row types of the public schema (supabase/migrations). Kept by hand: the schema is small.
 */
import type * as Enquiries from "~/features/enquiries/lib/enquiry.types";

export type PaymentMethod = "carte" | "mobile" | "virement";
export type Currency = "XOF" | "CAD";
export type CourseFormat = "Présentiel" | "En ligne" | "Hybride";
export type Role = "admin" | "trainer" | "client";

export type Formation = {
  id: number;
  theme: string;
  title: string;
  description: string;
  duration: string;
  formats: CourseFormat[];
  /** The name shown on the course page (display text only). */
  expert: string;
  /** The trainer account that owns the course (access to its learners); chosen by an admin. */
  trainer_id: string | null;
  price: number | null;
  price_currency: Currency;
  created_at: string;
  updated_at: string;
};

export type Enrollment = {
  id: number;
  formation_id: number;
  user_id: string;
  payment_method: PaymentMethod;
  payment_currency: Currency | null;
  payment_amount: number | null;
  status: string;
  created_at: string;
  // Always in a row read from the database (issue 13); optional so that hand-made fixtures need not spell them.
  /** The dated session (null only for enrolments made before sessions were in the database). */
  session_id?: number | null;
  /** While pending: the seat is held until then. */
  hold_expires_at?: string | null;
  /** PAC-YYYY-NNNNNN, given by the database; the wording of a bank transfer. */
  payment_reference?: string | null;
};

export type SessionFormat = "Présentiel" | "En ligne" | "Hybride";
export type SessionStatus = "planned" | "open" | "full" | "cancelled";

/** A dated session of a course, with its seats (issue 13). seats_held and seats_left are the database's. */
export type CourseSession = {
  id: number;
  formation_id: number;
  starts_on: string;
  ends_on: string;
  format: SessionFormat;
  city: string;
  venue: string;
  capacity: number;
  reserved_seats: number;
  seats_held: number;
  seats_left: number;
  trainer_id: string | null;
  status: SessionStatus;
  created_at: string;
  updated_at: string;
};

export type WaitlistEntry = {
  id: number;
  session_id: number;
  user_id: string;
  payment_method: PaymentMethod;
  status: "waiting" | "promoted" | "left";
  enrollment_id: number | null;
  created_at: string;
  updated_at: string;
};

export type Profile = {
  id: string;
  /** The sign-in e-mail, copied by the database (read-only). */
  email: string | null;
  full_name: string | null;
  company: string | null;
  position: string | null;
  country: string | null;
  role: Role;
  created_at: string;
  updated_at: string;
};

type Table<Row, Insert, Update, Relationships = []> = { Row: Row; Insert: Insert; Update: Update; Relationships: Relationships };

export type EnrollmentStatusChange = {
  id: number;
  enrollment_id: number;
  old_status: string;
  new_status: string;
  changed_by: string | null;
  changed_at: string;
};

export type Certificate = {
  id: string;
  /** 'PA-XXXX-XXXX-XXXX-XXXX' (Crockford base32, 80 random bits); older ones 'PA-2026-000001-7F3A'. */
  number: string;
  enrollment_id: number;
  user_id: string;
  /** Snapshot of the holder's full name, or their initials when they gave none (never their e-mail). */
  learner_name: string;
  formation_title: string;
  formation_duration: string;
  issued_at: string;
};

/** What verify_certificate tells a verifier: the holder's name (or initials, never an e-mail), course, date, validity. */
export type CertificateVerification = Pick<Certificate, "number" | "learner_name" | "formation_title" | "issued_at"> & {
  valid: boolean;
};

type EnrollmentRelationships = [
  {
    foreignKeyName: "enrollments_formation_id_fkey";
    columns: ["formation_id"];
    isOneToOne: false;
    referencedRelation: "formations";
    referencedColumns: ["id"];
  },
  {
    foreignKeyName: "enrollments_user_id_profiles_fkey";
    columns: ["user_id"];
    isOneToOne: false;
    referencedRelation: "profiles";
    referencedColumns: ["id"];
  },
];

export type Database = {
  public: {
    Tables: {
      // The database refuses id and timestamps from clients (column privileges): they are not part of Insert/Update.
      formations: Table<
        Formation,
        Omit<Formation, "id" | "created_at" | "updated_at" | "trainer_id"> & Partial<Pick<Formation, "trainer_id">>,
        Partial<Omit<Formation, "id" | "created_at" | "updated_at">>
      >;
      enrollments: Table<
        Enrollment,
        Pick<Enrollment, "formation_id" | "user_id" | "payment_method"> &
          Partial<Pick<Enrollment, "payment_currency" | "payment_amount" | "status">>,
        Partial<Pick<Enrollment, "status">>,
        EnrollmentRelationships
      >;
      profiles: Table<Profile, Pick<Profile, "id">, Partial<Pick<Profile, "full_name" | "company" | "position" | "country">>>;
      enrollment_status_changes: Table<EnrollmentStatusChange, never, never>;
      certificates: Table<Certificate, never, never>;
      course_sessions: Table<
        CourseSession,
        Pick<CourseSession, "formation_id" | "starts_on" | "ends_on" | "city" | "capacity"> &
          Partial<Pick<CourseSession, "format" | "venue" | "reserved_seats" | "trainer_id" | "status">>,
        Partial<Pick<CourseSession, "starts_on" | "ends_on" | "format" | "city" | "venue" | "capacity" | "reserved_seats" | "trainer_id" | "status">>
      >;
      session_waitlist: Table<WaitlistEntry, never, never>;
      enquiries: Table<Enquiries.Enquiry, Enquiries.EnquiryInsert, Enquiries.EnquiryUpdate>;
      enquiry_events: Table<Enquiries.EnquiryEvent, Enquiries.EnquiryEventInsert, never>;
      newsletter_subscriptions: Table<Enquiries.NewsletterSubscription, never, never>;
    };
    Views: Record<string, never>;
    Functions: {
      set_user_role: { Args: { target_user: string; new_role: Role }; Returns: undefined };
      rename_expert: { Args: { old_name: string; new_name: string }; Returns: number };
      verify_certificate: { Args: { certificate_number: string }; Returns: CertificateVerification[] };
      my_waitlist_positions: { Args: Record<string, never>; Returns: { waitlist_id: number; session_id: number; position: number }[] };
      subscribe_newsletter: {
        Args: { p_email: string; p_source_path: string; p_consent: boolean; p_consent_text?: string };
        Returns: undefined;
      };
      confirm_newsletter: { Args: { p_token: string }; Returns: "confirmed" | "invalid" };
      unsubscribe_newsletter: { Args: { p_token: string }; Returns: "unsubscribed" | "invalid" };
    };
    Enums: Record<string, never>;
    CompositeTypes: Record<string, never>;
  };
};
