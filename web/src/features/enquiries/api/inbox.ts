import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { Profile } from "@common/database";
import { POSTGREST_ERRORS } from "@common/errors/postgrest";
import { enquiryKeys, type EnquiryStatus } from "~/domain/enquiry";
import { newsletterKeys } from "~/domain/newsletter";
import { getSupabase, getSupabaseStorage } from "~/lib/supabase";
import { unreadCountQuery } from "./unread-count";
import type { Enquiry, EnquiryEvent, NewsletterSubscription } from "../lib/enquiry.types";
import type { InboxFilters } from "../lib/inbox-filters";

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

/** Rows of the inbox per page (decision 1112); the export reads a thousand at a time. */
export const INBOX_PAGE_SIZE = 50;
const EXPORT_PAGE_SIZE = 1000;

/** Where the next page starts: the last row shown (newest first, the id breaking ties of the same instant). */
export interface EnquiryCursor {
  created_at: string;
  id: string;
}

async function readEnquiries(filters: InboxFilters, cursor: EnquiryCursor | null, limit: number) {
  const client = await getSupabase();
  const search = filters.search.trim();
  const { data, error } = await client.rpc("admin_enquiries_page", {
    ...(filters.kind ? { p_kind: filters.kind } : {}),
    p_status: filters.status,
    ...(filters.from ? { p_from: filters.from } : {}),
    ...(filters.to ? { p_to: filters.to } : {}),
    ...(search ? { p_search: search } : {}),
    ...(cursor ? { p_before_created: cursor.created_at, p_before_id: cursor.id } : {}),
    p_limit: limit,
  });
  if (error) throw new InboxApiError(error);
  return (data ?? []) as unknown as InboxEnquiry[];
}

export interface EnquiriesPage {
  rows: InboxEnquiry[];
  /** Null when this page is the last. */
  next: EnquiryCursor | null;
}

/**
 * One page of the inbox, newest first, filtered and searched in the database (admin_enquiries_page(): admins only,
 * keyset on the newest-first index; decision 1112). One row more than the page is asked for, to know whether another
 * follows without counting them all.
 */
export async function fetchEnquiriesPage(filters: InboxFilters, cursor: EnquiryCursor | null): Promise<EnquiriesPage> {
  const found = await readEnquiries(filters, cursor, INBOX_PAGE_SIZE + 1);
  const rows = found.slice(0, INBOX_PAGE_SIZE);
  const last = rows.at(-1);
  return { rows, next: found.length > INBOX_PAGE_SIZE && last ? { created_at: last.created_at, id: last.id } : null };
}

/** Every enquiry the filters keep, for the CSV export: a thousand at a time until a short page. */
export async function listEveryEnquiry(filters: InboxFilters): Promise<InboxEnquiry[]> {
  const all: InboxEnquiry[] = [];
  for (let cursor: EnquiryCursor | null = null; ;) {
    const rows = await readEnquiries(filters, cursor, EXPORT_PAGE_SIZE);
    all.push(...rows);
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE_SIZE || !last) return all;
    cursor = { created_at: last.created_at, id: last.id };
  }
}

/** The inbox: the pages read so far for these filters; `fetchNextPage` adds the next one. */
export const enquiryPagesQuery = (filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: [...enquiryKeys.list, filters] as const,
    queryFn: ({ pageParam }) => fetchEnquiriesPage(filters, pageParam),
    initialPageParam: null as EnquiryCursor | null,
    getNextPageParam: (page) => page.next,
  });

export function useEnquiryPages(filters: InboxFilters) {
  return useInfiniteQuery(enquiryPagesQuery(filters));
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
  one: (id: string) => queryOptions({ queryKey: enquiryKeys.one(id), queryFn: () => getEnquiry(id) }),
  events: (id: string) => queryOptions({ queryKey: enquiryKeys.events(id), queryFn: () => listEvents(id) }),
  staff: () => queryOptions({ queryKey: enquiryKeys.staff, queryFn: listStaff, staleTime: 5 * 60_000 }),
  subscribers: () => queryOptions({ queryKey: newsletterKeys.subscribers, queryFn: listSubscribers }),
  unread: unreadCountQuery,
};

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
