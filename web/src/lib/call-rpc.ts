import type { PostgrestError } from "@supabase/supabase-js";
import type { Database } from "@common/database";
import { getSupabase } from "./supabase";

type Functions = Database["public"]["Functions"];
type FunctionName = keyof Functions & string;
/** SQL passes null for any argument; the generated types (the Supabase CLI's format) cannot say so. */
type Nullable<Args> = { [K in keyof Args]: Args[K] | null };
/** The arguments of one function, each of which may be null. */
export type RpcArgs<N extends FunctionName> = Nullable<Functions[N]["Args"]>;

/**
 * A function of the schema with its arguments, as the generated types name them: a misspelt or renamed function or
 * argument fails `npm run check`. Functions without arguments take none.
 */
export type RpcCall = {
  [N in FunctionName]: [Functions[N]["Args"]] extends [never]
    ? [name: N, args?: undefined]
    : [name: N, args: RpcArgs<N>];
}[FunctionName];

/**
 * Calls an RPC for a feature that reads its (mostly jsonb) answer as `T`, the error handed back as PostgREST gave it
 * for the feature's own French refusals.
 */
export async function callRpc<T>(...[name, args]: RpcCall): Promise<{ data: T | null; error: PostgrestError | null }> {
  const client = await getSupabase();
  // One cast for the whole union: each call was checked against its own function's arguments above.
  const { data, error } = await client.rpc(name as never, args as never);
  return { data: data as T | null, error };
}
