import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";

/** Funders (decision 1001): training funds, public funds, employers' sponsors; staff's records. */
export const FUNDER_KIND_LABELS = {
  FDFP: "FDFP (Côte d'Ivoire)",
  "3FPT": "3FPT (Sénégal)",
  OPCO: "OPCO (France)",
  employer_sponsor: "Employeur ou parrain",
  public_fund: "Fonds public",
  other: "Autre",
} as const;
export type FunderKind = keyof typeof FUNDER_KIND_LABELS;

export interface Funder {
  id: number;
  name: string;
  kind: FunderKind;
  country: string;
  billing_address: string | null;
  billing_email: string | null;
  registration_number: string | null;
}
export type FunderDetails = Omit<Funder, "id">;

const FUNDER_COLUMNS = "id, name, kind, country, billing_address, billing_email, registration_number";
export const funderKeys = { all: ["funders"] as const, funding: (id: number) => ["funders", "agreement", id] as const };

/** A refusal of the database with its French message (PA codes) kept. */
export class FunderError extends Error {
  readonly code: string | undefined;
  constructor(error: { code?: string; message?: string }) {
    super(
      error.code && /^PA\d{3}$/.test(error.code) && error.message
        ? error.message
        : error.code === "23503"
          ? "Ce financeur a des factures ou des conventions : il ne peut pas être supprimé."
          : "Une erreur est survenue. Veuillez réessayer plus tard.",
    );
    this.name = "FunderError";
    this.code = error.code;
  }
}

export async function listFunders(): Promise<Funder[]> {
  const client = await getSupabase();
  const { data, error } = await client.from("funders").select(FUNDER_COLUMNS).order("name");
  if (error) throw new FunderError(error);
  return (data ?? []) as Funder[];
}

export const useFunders = () => useQuery({ queryKey: funderKeys.all, queryFn: listFunders });

function useInvalidating<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: funderKeys.all }) });
}

export const useSaveFunder = () =>
  useInvalidating(async ({ id, details }: { id: number | null; details: FunderDetails }) => {
    const client = await getSupabase();
    const { error } = id
      ? await client.from("funders").update(details).eq("id", id)
      : await client.from("funders").insert(details);
    if (error) throw new FunderError(error);
  });

export const useDeleteFunder = () =>
  useInvalidating(async (id: number) => {
    const client = await getSupabase();
    const { error } = await client.from("funders").delete().eq("id", id);
    if (error) throw new FunderError(error);
  });

/** What an agreement shows of its funding (public.agreement_funding). */
export interface AgreementFunding {
  currency: "XOF" | "CAD";
  total: number;
  company_share: number;
  deposit_percent: number;
  funders: { funder_id: number; name: string; amount: number }[];
  invoices: {
    id: number;
    number: string;
    kind: string;
    customer_name: string;
    amount: number;
    balance_due: number;
    status: string;
    due_on: string;
  }[];
}

export const useAgreementFunding = (agreementId: number) =>
  useQuery({
    queryKey: funderKeys.funding(agreementId),
    queryFn: async () => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("agreement_funding", { p_agreement: agreementId });
      if (error) throw new FunderError(error);
      return data as unknown as AgreementFunding;
    },
  });

export function useSetAgreementFunding(agreementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ funderId, amount }: { funderId: number; amount: number }) => {
      const client = await getSupabase();
      const { error } = await client.rpc("set_agreement_funding", {
        p_agreement: agreementId,
        p_funder: funderId,
        p_amount: amount,
      });
      if (error) throw new FunderError(error);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: funderKeys.funding(agreementId) }),
  });
}
