import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";

/** Staff's side of the 15-minute call (decision 1021): the bookings, and each consultant's availability. */
export interface CallBookingRow {
  id: number;
  starts_at: string;
  status: "booked" | "cancelled";
  full_name: string;
  email: string;
  phone: string;
  subject: string;
  consultant_id: number;
  /** The visitor ticked the SMS or WhatsApp box (decision 1066): staff may read those messages' statuses. */
  sms_reminder: boolean;
  whatsapp_reminder: boolean;
}

export interface Consultant {
  id: number;
  full_name: string;
  email: string;
  office: string;
  time_zone: string;
  video_url: string | null;
  buffer_minutes: number;
  notice_hours: number;
  active: boolean;
  call_working_hours: { weekday: number; starts_at: string; ends_at: string }[];
  call_days_off: { day: string }[];
}

interface Result<T> {
  data: T | null;
  error: { message: string } | null;
}
/** The call tables are newer than some screens' generated types: read and written through this narrow client. */
interface CallsClient {
  from(table: string): {
    select(columns: string): {
      order(column: string, options?: { ascending: boolean }): PromiseLike<Result<unknown[]>>;
      gte(column: string, value: string): { order(column: string): PromiseLike<Result<unknown[]>> };
    };
    update(values: Record<string, unknown>): { eq(column: string, value: unknown): PromiseLike<Result<null>> };
    upsert(values: Record<string, unknown>): PromiseLike<Result<null>>;
    insert(values: Record<string, unknown>): PromiseLike<Result<null>>;
    delete(): {
      eq(column: string, value: unknown): { eq(column: string, value: unknown): PromiseLike<Result<null>> };
    };
  };
  rpc(fn: string, args?: Record<string, unknown>): PromiseLike<Result<unknown>>;
}
const calls = async () => (await getSupabase()) as unknown as CallsClient;
const check = <T>(result: Result<T>) => {
  if (result.error) throw new Error(result.error.message);
  return result.data as T;
};

export const callsAdminKeys = {
  bookings: ["calls-admin", "bookings"] as const,
  consultants: ["calls-admin", "consultants"] as const,
};

export const bookingsQuery = () =>
  queryOptions({
    queryKey: callsAdminKeys.bookings,
    queryFn: async () =>
      check(
        await (
          await calls()
        )
          .from("call_bookings")
          .select(
            "id, starts_at, status, full_name, email, phone, subject, consultant_id, sms_reminder, whatsapp_reminder",
          )
          .gte("starts_at", new Date(Date.now() - 86_400_000).toISOString())
          .order("starts_at"),
      ) as CallBookingRow[],
  });

export const consultantsQuery = () =>
  queryOptions({
    queryKey: callsAdminKeys.consultants,
    queryFn: async () =>
      check(
        await (
          await calls()
        )
          .from("call_consultants")
          .select(
            "id, full_name, email, office, time_zone, video_url, buffer_minutes, notice_hours, active, call_working_hours(weekday, starts_at, ends_at), call_days_off(day)",
          )
          .order("office"),
      ) as Consultant[],
  });

export interface Availability {
  buffer_minutes: number;
  notice_hours: number;
  video_url: string | null;
  active: boolean;
  /** Per ISO weekday (1 Monday … 7 Sunday): [start, end] or null for a day without calls. */
  hours: Record<number, [string, string] | null>;
}

export async function saveAvailability(consultantId: number, availability: Availability): Promise<void> {
  const client = await calls();
  check(
    await client
      .from("call_consultants")
      .update({
        buffer_minutes: availability.buffer_minutes,
        notice_hours: availability.notice_hours,
        video_url: availability.video_url,
        active: availability.active,
      })
      .eq("id", consultantId),
  );
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const span = availability.hours[weekday];
    check(await client.from("call_working_hours").delete().eq("consultant_id", consultantId).eq("weekday", weekday));
    if (span)
      check(
        await client
          .from("call_working_hours")
          .insert({ consultant_id: consultantId, weekday, starts_at: span[0], ends_at: span[1] }),
      );
  }
}

export async function addDayOff(consultantId: number, day: string): Promise<void> {
  check(await (await calls()).from("call_days_off").insert({ consultant_id: consultantId, day }));
}

export async function removeDayOff(consultantId: number, day: string): Promise<void> {
  check(await (await calls()).from("call_days_off").delete().eq("consultant_id", consultantId).eq("day", day));
}

/** Staff cancel a booking with their reason (decision 1069): refused 422 in French without one. */
export async function staffCancelCall({ bookingId, reason }: { bookingId: number; reason: string }): Promise<void> {
  check(await (await calls()).rpc("staff_cancel_call", { p_booking: bookingId, p_reason: reason }));
}

export function useCallsAdminMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["calls-admin"] }),
  });
}
