import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { PROFILE_CONSENT_METHOD } from "../lib/phone-consent";

/** The learner's number and channels (decision 1008), as public.phone_contacts holds them. */
export interface PhoneContact {
  phone: string;
  sms: boolean;
  whatsapp: boolean;
  consent_at: string | null;
  consent_method: string | null;
  sms_stopped_at: string | null;
  whatsapp_stopped_at: string | null;
}

export interface PhoneChoice {
  phone: string;
  sms: boolean;
  whatsapp: boolean;
}

const COLUMNS = "phone, sms, whatsapp, consent_at, consent_method, sms_stopped_at, whatsapp_stopped_at";

/** The phone tables are newer than the generated database types: read and written through this narrow client. */
interface PhoneClient {
  from(table: "phone_contacts"): {
    select(columns: string): {
      eq(
        column: "user_id",
        value: string,
      ): { maybeSingle(): PromiseLike<{ data: PhoneContact | null; error: unknown }> };
    };
  };
  rpc(fn: string, args?: Record<string, unknown>): PromiseLike<{ data: unknown; error: { message: string } | null }>;
}

const phoneClient = async () => (await getSupabase()) as unknown as PhoneClient;

export const phoneKeys = { mine: (userId: string | undefined) => ["phone-contact", userId] as const };

export const phoneContactQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: phoneKeys.mine(userId),
    enabled: Boolean(userId),
    queryFn: async () => {
      const { data, error } = await (
        await phoneClient()
      )
        .from("phone_contacts")
        .select(COLUMNS)
        .eq("user_id", userId!)
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });

export const usePhoneContact = (userId: string | undefined) => useQuery(phoneContactQuery(userId));

/**
 * Saves the number and the channels; choosing a channel records the consent (set_phone_preferences), with the way it
 * was given (« Mon profil (site) » unless told).
 */
export async function savePhoneChoice(choice: PhoneChoice, method: string = PROFILE_CONSENT_METHOD): Promise<void> {
  const { error } = await (
    await phoneClient()
  ).rpc("set_phone_preferences", {
    p_phone: choice.phone,
    p_sms: choice.sms,
    p_whatsapp: choice.whatsapp,
    p_method: method,
  });
  if (error) throw new Error(error.message);
}

/**
 * The number just proved at a phone sign-in, registered for messages with the learner's consent (decision 1068), the
 * same way « Mon profil » saves it: SMS chosen, WhatsApp kept as the learner had it for that number. Nothing is sent
 * when the number is already registered with SMS chosen and consented.
 */
export async function registerSignInPhone(userId: string, phone: string, method: string): Promise<void> {
  const { data, error } = await (
    await phoneClient()
  )
    .from("phone_contacts")
    .select(COLUMNS)
    .eq("user_id", userId)
    .maybeSingle();
  if (error) throw error instanceof Error ? error : new Error(String((error as { message?: string }).message));
  const same = data?.phone === phone;
  if (same && data.sms && data.consent_at && !data.sms_stopped_at) return;
  await savePhoneChoice({ phone, sms: true, whatsapp: same ? data.whatsapp : false }, method);
}

export async function removePhone(): Promise<void> {
  const { error } = await (await phoneClient()).rpc("remove_phone");
  if (error) throw new Error(error.message);
}

export function usePhoneChoice(userId: string | undefined) {
  const queryClient = useQueryClient();
  const done = () => void queryClient.invalidateQueries({ queryKey: phoneKeys.mine(userId) });
  return {
    save: useMutation({ mutationFn: (choice: PhoneChoice) => savePhoneChoice(choice), onSuccess: done }),
    remove: useMutation({ mutationFn: removePhone, onSuccess: done }),
  };
}
