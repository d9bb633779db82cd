/**
 * The database's types as the app uses them: the generated `database.types.ts` (the Supabase CLI's format) with each
 * CHECK-constrained text column narrowed to the values it allows (`database.checks.ts`, generated too) and the few
 * facts below that no catalogue states. The supabase client is typed with this `Database`: query results are
 * inferred from it, embedded selects included, without casts.
 */
import type { CheckedValues } from "./database.checks.ts";
import type { Database as GeneratedDatabase } from "./database.types.ts";

export type { Json } from "./database.types.ts";
export type { CheckedValues } from "./database.checks.ts";

type Schema = GeneratedDatabase["public"];
type TableName = keyof Schema["Tables"];

/**
 * Columns whose generated type is wider than what the schema guarantees. Checked: a column that no longer exists is
 * a type error here.
 */
type ColumnFacts = {
  // `generated always as (capacity - reserved_seats - seats_held) stored` over NOT NULL columns: never null.
  course_sessions: { seats_left: number };
  // CHECK (jsonb_typeof(details) = 'object'): always a JSON object.
  enquiries: { details: Record<string, unknown> };
};
type KnownColumns<Facts> = {
  [T in keyof Facts]: T extends TableName
    ? { [C in keyof Facts[T]]: C extends keyof Schema["Tables"][T]["Row"] ? unknown : never }
    : never;
};
type AssertKnown<Facts extends KnownColumns<Facts>> = Facts;
type CheckedColumnFacts = AssertKnown<ColumnFacts>;

/** `string` (or `string[]`) narrowed to the allowed values; `null` and `undefined` kept. */
type Narrow<Column, Values> = Column extends string ? Values : Column extends string[] ? Values[] : Column;
type Refine<Columns, Checked, Facts> = {
  [C in keyof Columns]: C extends keyof Facts
    ? Facts[C]
    : C extends keyof Checked
      ? Narrow<Columns[C], Checked[C]>
      : Columns[C];
};
type Lookup<Map, Key> = Key extends keyof Map ? Map[Key] : object;
type RefinedTable<T extends TableName> = {
  Row: Refine<Schema["Tables"][T]["Row"], Lookup<CheckedValues, T>, Lookup<CheckedColumnFacts, T>>;
  Insert: Refine<Schema["Tables"][T]["Insert"], Lookup<CheckedValues, T>, Lookup<CheckedColumnFacts, T>>;
  Update: Refine<Schema["Tables"][T]["Update"], Lookup<CheckedValues, T>, Lookup<CheckedColumnFacts, T>>;
  Relationships: Schema["Tables"][T]["Relationships"];
};

export type Database = {
  __InternalSupabase: GeneratedDatabase["__InternalSupabase"];
  public: {
    Tables: { [T in TableName]: RefinedTable<T> };
    Views: Schema["Views"];
    Functions: Schema["Functions"];
    Enums: Schema["Enums"];
    CompositeTypes: Schema["CompositeTypes"];
  };
};

export type Tables<T extends TableName> = Database["public"]["Tables"][T]["Row"];
export type TablesInsert<T extends TableName> = Database["public"]["Tables"][T]["Insert"];
export type TablesUpdate<T extends TableName> = Database["public"]["Tables"][T]["Update"];

export type PaymentMethod = CheckedValues["enrollments"]["payment_method"];
export type Currency = CheckedValues["formations"]["price_currency"];
export type FormationFormat = CheckedValues["formations"]["formats"];
export type Role = CheckedValues["profiles"]["role"];
export type SessionFormat = CheckedValues["course_sessions"]["format"];
export type SessionStatus = CheckedValues["course_sessions"]["status"];
export type AttendanceStatus = CheckedValues["attendance"]["status"];
/** hot: at the end of a session; cold: 90 days after (decision 0884). */
export type EvaluationKind = CheckedValues["evaluation_answers"]["kind"];
/** Every edited content table (articles, case studies, job offers, team, testimonials, logos) has the same two. */
export type PublicationStatus = CheckedValues["articles"]["status"];

export type Formation = Tables<"formations">;
export type Enrollment = Tables<"enrollments">;
/**
 * A dated session of a formation, with its seats (issue 13). seats_held and seats_left are the database's;
 * calendar_sequence is the calendar feed's alone (decision 1016): no screen reads it.
 */
export type CourseSession = Omit<Tables<"course_sessions">, "calendar_sequence">;
export type WaitlistEntry = Tables<"session_waitlist">;
export type Profile = Tables<"profiles">;
export type EnrollmentStatusChange = Tables<"enrollment_status_changes">;
export type Certificate = Tables<"certificates">;
/** What verify_certificate tells a verifier: the holder's name (or initials, never an e-mail), formation, date, validity. */
export type CertificateVerification = Schema["Functions"]["verify_certificate"]["Returns"][number];
