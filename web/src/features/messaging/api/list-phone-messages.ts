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
        column: "enrollment_id" | "call_booking_id",
        value: number,
      ): { order(column: "id"): PromiseLike<{ data: PhoneMessageRow[] | null; error: unknown }> };
    };
  };
}

/** Whose messages: an enrollment's, or a booked call's (a visitor without an account, decision 1066). */
export type PhoneMessagesOf = { enrollmentId: number } | { callBookingId: number };

export const phoneMessagesQuery = (of: PhoneMessagesOf, enabled: boolean) => {
  const [column, id] =
    "callBookingId" in of
      ? (["call_booking_id", of.callBookingId] as const)
      : (["enrollment_id", of.enrollmentId] as const);
  return queryOptions({
    queryKey: ["phone-messages", column, id] as const,
    enabled,
    queryFn: async () => {
      const client = (await getSupabase()) as unknown as MessagesClient;
      const { data, error } = await client.from("phone_messages").select(COLUMNS).eq(column, id).order("id");
      if (error) throw error;
      return data ?? [];
    },
  });
};

export const usePhoneMessages = (of: PhoneMessagesOf, enabled: boolean) => useQuery(phoneMessagesQuery(of, enabled));
