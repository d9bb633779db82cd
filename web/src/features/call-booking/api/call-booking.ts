import { queryOptions } from "@tanstack/react-query";
import { callRpc } from "~/lib/call-rpc";
import type { Office, Slot } from "../lib/slots";

/**
 * The 15-minute call (decision 1021): slots, booking, and the manage link's reading, new time and cancellation, all
 * through SQL functions anon may call (rate-limited like the other public forms); staff read the bookings and set the
 * consultants' availability under RLS.
 */
export interface BookingInput {
  office: Office;
  startsAt: string;
  fullName: string;
  email: string;
  phone: string;
  subject: string;
  timeZone: string;
  /** The SMS and WhatsApp boxes (decision 1066): unticked unless the visitor ticks them. */
  smsReminder?: boolean;
  whatsappReminder?: boolean;
}

export interface Booked {
  id: number;
  starts_at: string;
  token: string;
}

export interface ManagedCall {
  starts_at: string;
  ends_at: string;
  status: "booked" | "cancelled";
  office: Office;
  consultant: string;
  full_name: string;
  subject: string;
}

/** A refusal said in French: the database's own message, or the rate limit's. */
export class BookingError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

interface RpcError {
  code?: string;
  message: string;
}

function refusal(error: RpcError): BookingError {
  if (error.code === "PGRST429" || /Too many submissions/.test(error.message))
    return new BookingError("Trop de demandes depuis votre connexion : réessayez dans quelques minutes.", "429");
  if (error.code?.startsWith("PA")) return new BookingError(error.message, error.code);
  return new BookingError("La réservation n'a pas abouti. Réessayez dans un instant.", error.code ?? "unknown");
}

export const slotsQuery = (office: Office) =>
  queryOptions({
    queryKey: ["call-slots", office] as const,
    queryFn: async () => {
      const { data, error } = await callRpc("call_slots", { p_office: office, p_days: 14 });
      if (error) throw refusal(error);
      return (data ?? []) as Slot[];
    },
  });

export async function bookCall(input: BookingInput): Promise<Booked> {
  const { data, error } = await callRpc("book_call", {
    p_office: input.office,
    p_starts_at: input.startsAt,
    p_full_name: input.fullName,
    p_email: input.email,
    p_phone: input.phone,
    p_subject: input.subject,
    p_time_zone: input.timeZone,
    p_sms_reminder: input.smsReminder ?? false,
    p_whatsapp_reminder: input.whatsappReminder ?? false,
  });
  if (error) throw refusal(error);
  return data as Booked;
}

export const managedCallQuery = (token: string) =>
  queryOptions({
    queryKey: ["call-booking", token] as const,
    queryFn: async () => {
      const { data, error } = await callRpc("call_booking_by_token", { p_token: token });
      if (error) throw refusal(error);
      return (data ?? null) as ManagedCall | null;
    },
  });

export async function cancelCall(token: string): Promise<void> {
  const { error } = await callRpc("cancel_call", { p_token: token });
  if (error) throw refusal(error);
}

export async function rescheduleCall(token: string, startsAt: string): Promise<void> {
  const { error } = await callRpc("reschedule_call", { p_token: token, p_starts_at: startsAt });
  if (error) throw refusal(error);
}
