/**
 * Row types of the public schema (supabase/migrations). Kept by hand: the schema is small.
 */
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
  expert: string;
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
};

export type Profile = {
  id: string;
  full_name: string | null;
  company: string | null;
  position: string | null;
  country: string | null;
  role: Role;
  created_at: string;
  updated_at: string;
};

type Table<Row, Insert, Update, Relationships = []> = { Row: Row; Insert: Insert; Update: Update; Relationships: Relationships };

type EnrollmentRelationships = [
  {
    foreignKeyName: "enrollments_formation_id_fkey";
    columns: ["formation_id"];
    isOneToOne: false;
    referencedRelation: "formations";
    referencedColumns: ["id"];
  },
];

export type Database = {
  public: {
    Tables: {
      formations: Table<Formation, Omit<Formation, "id" | "created_at" | "updated_at">, Partial<Formation>>;
      enrollments: Table<
        Enrollment,
        Pick<Enrollment, "formation_id" | "user_id" | "payment_method"> &
          Partial<Pick<Enrollment, "payment_currency" | "payment_amount" | "status">>,
        Partial<Pick<Enrollment, "status">>,
        EnrollmentRelationships
      >;
      profiles: Table<Profile, Pick<Profile, "id">, Partial<Pick<Profile, "full_name" | "company" | "position" | "country">>>;
    };
    Views: Record<string, never>;
    Functions: Record<string, never>;
    Enums: Record<string, never>;
    CompositeTypes: Record<string, never>;
  };
};
