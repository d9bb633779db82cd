import type { Limits } from "../../server/src/rest/limits";
import { plan, type MutationPlan, type ReadPlan } from "../../server/src/rest/plan/plan";
import type { Media } from "../../server/src/rest/request/media";
import { preferencesOf } from "../../server/src/rest/request/prefer";
import { parseQuery } from "../../server/src/rest/request/query";
import { parseSelect } from "../../server/src/rest/request/select";
import type { RestRequest } from "../../server/src/rest/request/request";
import type { SchemaCache } from "../../server/src/rest/schema";

/** Requests and plans for the planner's and SQL builder's unit tests, without HTTP. */
const common = (prefer?: string, media: Media = "json") => ({
  method: "GET",
  prefs: preferencesOf(prefer, ["return", "count", "tx", "resolution", "missing", "max-affected"]),
  media,
});

export function readRequestOf(table: string, query: string, media: Media = "json"): RestRequest {
  return { ...common(undefined, media), action: "read", table, query: parseQuery(new URLSearchParams(query)) };
}

export function readPlanOf(
  schema: SchemaCache,
  table: string,
  query: string,
  limits: Limits,
  media: Media = "json",
): ReadPlan {
  const planned = plan(schema, readRequestOf(table, query, media), limits);
  if (planned.kind !== "read") throw new Error(`expected a read plan, got ${planned.kind}`);
  return planned;
}

/** A POST of `rows` with `prefer` (e.g. "return=representation,resolution=merge-duplicates") and `select`. */
export function insertRequestOf(
  table: string,
  rows: Record<string, unknown>[],
  prefer = "",
  options: { select?: string; onConflict?: string[] } = {},
): RestRequest {
  const base = { ...common(prefer), method: "POST" };
  const select = base.prefs.return === "representation" ? parseSelect(options.select) : undefined;
  return { ...base, action: "insert", table, rows, onConflict: options.onConflict, select };
}

export function mutationPlanOf(schema: SchemaCache, request: RestRequest, limits: Limits): MutationPlan {
  const planned = plan(schema, request, limits);
  if (planned.kind !== "mutation") throw new Error(`expected a mutation plan, got ${planned.kind}`);
  return planned;
}
