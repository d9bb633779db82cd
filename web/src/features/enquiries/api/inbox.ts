import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Profile } from "@common/database";
import { POSTGREST_ERRORS } from "@common/errors/postgrest";
import { enquiryKeys, type EnquiryStatus } from "~/domain/enquiry";
import { newsletterKeys } from "~/domain/newsletter";
import { getSupabase, getSupabaseStorage } from "~/lib/supabase";
import { unreadCountQuery } from "./unread-count";
import type { Enquiry, EnquiryEvent, NewsletterSubscription } from "../lib/enquiry.types";

/** A backend refusal, with its code so screens can explain it (PostgREST / SQLSTATE). */
export class InboxApiError extends Error {
  readonly code: string | undefined;
  constructor(error: { message?: string; code?: string }) {
    super(error.message ?? "Erreur inconnue");
    this.name = "InboxApiError";
    this.code = error.code;
  }
}

export type InboxEnquiry = Enquiry & { assignee: Pick<Profile, "full_name" | "email"> | null };
export type InboxEvent = EnquiryEvent & { actor: Pick<Profile, "full_name" | "email"> | null };
export type StaffMember = Pick<Profile, "id" | "full_name" | "email" | "role">;

const ENQUIRY_SELECT = "*, assignee:profiles(full_name, email)";

/** Every enquiry, newest first (RLS: admins only; anyone else gets an empty list). */
export async function listEnquiries(): Promise<InboxEnquiry[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("enquiries")
    .select(ENQUIRY_SELECT)
    .order("created_at", { ascending: false });
  if (error) throw new InboxApiError(error);
  return data ?? [];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getEnquiry(id: string): Promise<InboxEnquiry | null> {
  if (!UUID.test(id)) return null; // a mistyped address is "not found", not a backend error
  const client = await getSupabase();
  const { data, error } = await client.from("enquiries").select(ENQUIRY_SELECT).eq("id", id).maybeSingle();
  if (error) throw new InboxApiError(error);
  return data;
}

/** The enquiry's history, oldest first: status and assignee changes (recorded by the database) and notes. */
export async function listEvents(id: string): Promise<InboxEvent[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("enquiry_events")
    .select("*, actor:profiles(full_name, email)")
    .eq("enquiry_id", id)
    .order("created_at", { ascending: true })
    .order("id", { ascending: true });
  if (error) throw new InboxApiError(error);
  return data ?? [];
}

/** People an enquiry may be assigned to: admins and trainers. */
export async function listStaff(): Promise<StaffMember[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("profiles")
    .select("id, full_name, email, role")
    .in("role", ["admin", "trainer"])
    .order("full_name");
  if (error) throw new InboxApiError(error);
  return data ?? [];
}

export async function listSubscribers(): Promise<NewsletterSubscription[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("newsletter_subscriptions")
    .select("*")
    .order("created_at", { ascending: false });
  if (error) throw new InboxApiError(error);
  return data ?? [];
}

type EnquiryChange = { status: EnquiryStatus } | { assignee_id: string | null } | { read_at: string };

async function updateEnquiry(id: string, change: EnquiryChange): Promise<void> {
  const client = await getSupabase();
  // select("id") makes a refused update (no row visible to this account) an error instead of a silent no-op.
  const { data, error } = await client.from("enquiries").update(change).eq("id", id).select("id");
  if (error) throw new InboxApiError(error);
  if (!data || data.length === 0)
    throw new InboxApiError({ code: POSTGREST_ERRORS.notOneRow.code, message: "Demande introuvable" });
}

async function addNote(id: string, note: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from("enquiry_events").insert({ enquiry_id: id, kind: "note", note });
  if (error) throw new InboxApiError(error);
}

/** A short-lived link (5 minutes) to download an applicant's CV from the private bucket. */
export async function cvDownloadUrl(path: string, fileName: string): Promise<string> {
  const storage = await getSupabaseStorage();
  const { data, error } = await storage.from("cv").createSignedUrl(path, 300, { download: fileName });
  if (error || !data) throw new InboxApiError({ message: error?.message });
  return data.signedUrl;
}

/** The inbox's reads, as TanStack Query options on the domain keys. */
export const enquiryQueries = {
  list: () => queryOptions({ queryKey: enquiryKeys.list, queryFn: listEnquiries }),
  one: (id: string) => queryOptions({ queryKey: enquiryKeys.one(id), queryFn: () => getEnquiry(id) }),
  events: (id: string) => queryOptions({ queryKey: enquiryKeys.events(id), queryFn: () => listEvents(id) }),
  staff: () => queryOptions({ queryKey: enquiryKeys.staff, queryFn: listStaff, staleTime: 5 * 60_000 }),
  subscribers: () => queryOptions({ queryKey: newsletterKeys.subscribers, queryFn: listSubscribers }),
  unread: unreadCountQuery,
};

export const useEnquiries = () => useQuery(enquiryQueries.list());
export const useEnquiry = (id: string) => useQuery(enquiryQueries.one(id));
export const useEnquiryEvents = (id: string) => useQuery(enquiryQueries.events(id));
export const useStaff = () => useQuery(enquiryQueries.staff());
export const useSubscribers = () => useQuery(enquiryQueries.subscribers());

export { countUnread, useUnreadCount } from "./unread-count";

export function useUpdateEnquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EnquiryChange) => updateEnquiry(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
  });
}

export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => addNote(id, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.events(id) }),
  });
}
