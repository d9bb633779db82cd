import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Database, Json } from "@common/database.types";
import { requiredEnv } from "./env.ts";

/** A thrown error of the database, as the REST API reported it (SQLSTATE `code` and the database's message). */
export class DatabaseRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The project's clients, typed by the generated schema (`npm run db:types`, common/database.types.ts). */
export type ProjectClient = SupabaseClient<Database>;

type Functions = Database["public"]["Functions"];
/** A database function of the public schema, by name: a misspelt or renamed one fails `npm run typecheck:functions`. */
export type RpcName = keyof Functions & string;
/** An argument typed `Json` takes any value the function serialises (a row, a list of e-mails); one typed `T` takes T or null. */
type Argument<T> = Json extends T ? unknown : T | null;
/** The named arguments of `F` (of one of its overloads): an unknown or misspelt name fails the type check. */
export type RpcArgs<F extends RpcName> = Functions[F] extends infer O
  ? O extends { Args: infer A }
    ? { [K in keyof A]: Argument<A[K]> }
    : never
  : never;
/** What `F` returns: its rows for `returns table`/`setof`, `Json` for a function that builds its answer as jsonb. */
export type RpcReturns<F extends RpcName> = Functions[F] extends { Returns: infer R } ? R : never;

let serviceClient: ProjectClient | undefined;

/** The project as the server (service role, no RLS): for what the caller may not do directly but the function decides. */
export function asService(): ProjectClient {
  serviceClient ??= createClient<Database>(requiredEnv("SUPABASE_URL"), requiredEnv("SUPABASE_SERVICE_ROLE_KEY"), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return serviceClient;
}

/**
 * A call of a database function by name, its name and arguments checked against the generated schema: `callRpc`, or
 * a test's stand-in. The jobs and the phone callbacks take one (their facts readers, their recording functions).
 */
export type RpcCall = <F extends RpcName>(name: F, args: RpcArgs<F>) => Promise<RpcReturns<F>>;

/**
 * Calls a database function as the server; a refusal of the database is thrown as a DatabaseRefusal. A function
 * that answers jsonb is typed `Json`: read it with `jsonAs`.
 */
export const callRpc: RpcCall = async (name, args) => {
  const { data, error } = await asService().rpc(name as never, args as never);
  if (error) throw new DatabaseRefusal(error.code, error.message);
  return data as never;
};

/**
 * The shape of a jsonb answer, as the SQL function builds it (`jsonb_build_object`…): the generated schema says only
 * `Json`, so the reader names what it expects, once, beside its use.
 */
export function jsonAs<T>(value: Json | null): T {
  return value as unknown as T;
}

/**
 * The project as the caller: the anon key with the caller's own bearer token, so Row Level Security decides what
 * they read, exactly as their browser would.
 */
export function asCaller(request: Request): ProjectClient {
  const authorization = request.headers.get("authorization");
  return createClient<Database>(requiredEnv("SUPABASE_URL"), requiredEnv("SUPABASE_ANON_KEY"), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: authorization ? { authorization } : {} },
  });
}
