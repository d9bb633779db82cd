import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";

/** One phone message as staff read it (public.phone_messages, RLS: admins and the learner; decision 1008). */
export interface PhoneMessageRow {
  id: number;
  purpose: string;
  channel: "sms" | "whatsapp";
  phone: string;
  body: string;
  status: "queued" | "sent" | "delivered" | "failed" | "cancelled";
  error: string | null;
  fallback_of: number | null;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  failed_at: string | null;
}

const COLUMNS =
  "id, purpose, channel, phone, body, status, error, fallback_of, created_at, sent_at, delivered_at, failed_at";

/** The table is newer than the generated database types: read through this narrow client. */
interface MessagesClient {
  from(table: "phone_messages"): {
    select(columns: string): {
      eq(
        column: "enrollment_id",
        value: number,
      ): { order(column: "id"): PromiseLike<{ data: PhoneMessageRow[] | null; error: unknown }> };
    };
  };
}

export const phoneMessagesQuery = (enrollmentId: number, enabled: boolean) =>
  queryOptions({
    queryKey: ["phone-messages", enrollmentId] as const,
    enabled,
    queryFn: async () => {
      const client = (await getSupabase()) as unknown as MessagesClient;
      const { data, error } = await client
        .from("phone_messages")
        .select(COLUMNS)
        .eq("enrollment_id", enrollmentId)
        .order("id");
      if (error) throw error;
      return data ?? [];
    },
  });

export const usePhoneMessages = (enrollmentId: number, enabled: boolean) =>
  useQuery(phoneMessagesQuery(enrollmentId, enabled));
