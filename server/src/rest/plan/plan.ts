import { restError } from "../errors/catalogue";
import type { Limits } from "../limits";
import type { Media } from "../request/media";
import { parseQuery } from "../request/query";
import type { Condition, Filter, NodeOptions, OrderTerm, SelectItem } from "../request/query-terms";
import type { MutationRequest, RestRequest } from "../request/request";
import type { FunctionInfo, SchemaCache, TableInfo } from "../schema";
import { resolveRelationship, type Relationship } from "./relationships";
import { checkBodyColumns, checkColumn, functionOrThrow, functionTable, tableOrThrow } from "./targets";

/**
 * Layer 2 of /rest/v1 (docs/backend.md, "The REST layers"): the typed request checked against the schema cache and
 * turned into a plan — which relation, which columns, which embedded resources through which relationship, filters,
 * order, paging, what a write changes and returns. Every "does it exist" error is raised here; the SQL builder then
 * only renders the plan.
 */

/** One level of a read: a table (or a function's rows), what it selects, and its filters, order and paging. */
export interface PlanNode extends NodeOptions {
  table: TableInfo;
  items: PlanItem[];
}

export type PlanItem =
  | Exclude<SelectItem, { kind: "embed" }>
  | {
      kind: "embed";
      relation: string;
      key: string;
      relationship: Relationship;
      inner: boolean;
      spread: boolean;
      node: PlanNode;
    };

/** Where the top level's rows come from. */
export type Source =
  { kind: "table"; name: string; schema?: string } | { kind: "call"; fn: FunctionInfo; args: Record<string, unknown> };

export interface ReadPlan {
  kind: "read";
  source: Source;
  root: PlanNode;
  media: Media;
  stripNulls?: boolean;
}

/** A function returning a scalar or nothing. */
export interface CallPlan {
  kind: "call";
  fn: FunctionInfo;
  args: Record<string, unknown>;
}

/** What a write returns: the rows (`return=representation`), the key (for `Location`), or only a count. */
export type Returning = "nothing" | "key" | "all";

export interface Conflict {
  resolution: "merge" | "ignore";
  target: string[];
}

export type Write =
  | { kind: "insert"; rows: Record<string, unknown>[]; columns: string[]; missingDefault: boolean; conflict?: Conflict }
  | { kind: "update"; columns: string[]; body: Record<string, unknown>; filters: Condition[] }
  | { kind: "delete"; filters: Condition[] };

export interface MutationPlan {
  kind: "mutation";
  action: MutationRequest["action"];
  table: TableInfo;
  write: Write;
  returning: Returning;
  /** The returned rows' shape, when they are returned. */
  select?: PlanNode;
  media: Media;
  stripNulls?: boolean;
}

/** A PATCH with an empty object: PostgREST answers without touching a row. */
export interface NothingPlan {
  kind: "nothing";
}

export type Plan = ReadPlan | CallPlan | MutationPlan | NothingPlan;

const EMPTY_NODE: NodeOptions = { filters: [], order: [] };

export function plan(schema: SchemaCache, request: RestRequest, limits: Limits): Plan {
  switch (request.action) {
    case "read": {
      const table = tableOrThrow(schema, request.table);
      const root = planNode(schema, table, request.query.select, request.query, request.query.embedded, limits);
      const source = { kind: "table" as const, name: table.name, schema: table.schema };
      return { kind: "read", source, root, media: request.media, stripNulls: request.stripNulls };
    }
    case "call":
      return planCall(schema, request, limits);
    default:
      return planMutation(schema, request, limits);
  }
}

function planCall(schema: SchemaCache, request: Extract<RestRequest, { action: "call" }>, limits: Limits): Plan {
  const fn = functionOrThrow(schema, request.fn, request.args, request.method === "POST");
  // The parameters named like this overload's arguments are arguments, the others filters, order, paging.
  const query = parseQuery(request.query, new Set(fn.argNames));
  if (!fn.returnsSet && !fn.returnsRows) return { kind: "call", fn, args: request.args };
  const root = planNode(schema, functionTable(schema, fn), query.select, query, query.embedded, limits);
  // A function returning one row answers one object (or null once filtered out), as PostgREST does.
  const media = !fn.returnsSet && request.media === "json" ? "single" : request.media;
  return {
    kind: "read",
    source: { kind: "call", fn, args: request.args },
    root,
    media,
    stripNulls: request.stripNulls,
  };
}

function planMutation(schema: SchemaCache, request: MutationRequest, limits: Limits): Plan {
  const table = tableOrThrow(schema, request.table);
  const representation = request.prefs.return === "representation";
  let write: Write;
  switch (request.action) {
    case "insert": {
      const columns = request.columns ?? [...new Set(request.rows.flatMap((row) => Object.keys(row)))];
      checkBodyColumns(table, columns);
      write = {
        kind: "insert",
        rows: request.rows,
        columns,
        missingDefault: request.prefs.missing === "default",
        conflict: conflictOf(table, request),
      };
      break;
    }
    case "put": {
      checkWholeKey(table, request.filters, request.row);
      const columns = request.columns ?? Object.keys(request.row);
      checkBodyColumns(table, columns);
      write = {
        kind: "insert",
        rows: [request.row],
        columns,
        missingDefault: false,
        conflict: { resolution: "merge", target: table.primaryKey },
      };
      break;
    }
    case "update": {
      const columns = Object.keys(request.body);
      checkBodyColumns(table, columns);
      if (columns.length === 0) return { kind: "nothing" };
      write = { kind: "update", columns, body: request.body, filters: request.filters };
      break;
    }
    case "delete":
      write = { kind: "delete", filters: request.filters };
  }
  const returning: Returning = representation
    ? "all"
    : request.prefs.return === "headers-only" && request.action === "insert"
      ? "key"
      : "nothing";
  const select =
    representation && request.select
      ? planNode(schema, table, request.select, EMPTY_NODE, new Map(), limits)
      : undefined;
  const { media, stripNulls } = request;
  return { kind: "mutation", action: request.action, table, write, returning, select, media, stripNulls };
}

/** `on_conflict` and `Prefer: resolution=…` of a POST: the upsert's conflict target (default: the primary key). */
function conflictOf(table: TableInfo, request: Extract<RestRequest, { action: "insert" }>): Conflict | undefined {
  if (!request.prefs.resolution) return undefined;
  const target = request.onConflict ?? table.primaryKey;
  if (target.length === 0) {
    throw restError("PGRST100", {
      message: "Upsert needs a conflict target",
      details: `'${table.name}' has no primary key: name the unique columns with on_conflict`,
    });
  }
  checkBodyColumns(table, target);
  return { resolution: request.prefs.resolution === "merge-duplicates" ? "merge" : "ignore", target };
}

/** PUT names one row by its whole primary key, with `eq` filters only, and its body agrees with the URL. */
function checkWholeKey(table: TableInfo, filters: Condition[], row: Record<string, unknown>) {
  const eqs = filters.filter((f): f is Filter => f.kind === "filter" && f.operator === "eq" && !f.negated);
  const keyFilters = new Map(eqs.map((f) => [f.column, f.value as string]));
  if (
    table.primaryKey.length === 0 ||
    eqs.length !== filters.length ||
    keyFilters.size !== eqs.length ||
    table.primaryKey.length !== keyFilters.size ||
    !table.primaryKey.every((k) => keyFilters.has(k))
  ) {
    throw restError("PGRST105");
  }
  if (!table.primaryKey.every((k) => k in row && String(row[k]) === keyFilters.get(k))) throw restError("PGRST115");
}

/** A selected column or JSON path exists on the table (or is a computed column). */
function checkSelected(table: TableInfo, path: string) {
  const name = path.split(/->>?/)[0];
  if (!table.columns.has(name) && !table.computedColumns?.has(name)) checkColumn(table, name);
}

/**
 * One level of a read and, recursively, its embedded resources: each embed's relationship is resolved and its own
 * filters, order and paging (`rel.limit=…`, keyed by the path of aliases) attached. Depth is capped (maxEmbedDepth).
 */
export function planNode(
  schema: SchemaCache,
  table: TableInfo,
  items: SelectItem[],
  options: NodeOptions,
  embedded: Map<string, NodeOptions>,
  limits: Limits,
  path: string[] = [],
  depth = 0,
): PlanNode {
  const planned: PlanItem[] = items.map((item): PlanItem => {
    if (item.kind === "column") {
      if (item.name !== "count" || table.columns.has("count")) checkSelected(table, item.name);
      return item;
    }
    if (item.kind === "aggregate") {
      if (item.column !== undefined) checkSelected(table, item.column);
      return item;
    }
    if (item.kind === "star") return item;
    if (depth + 1 > limits.maxEmbedDepth) {
      throw restError("PGRST100", {
        message: `Embedding is limited to ${limits.maxEmbedDepth} levels`,
        details: `"${item.relation}" is nested ${depth + 1} levels deep`,
        hint: "Request fewer nested resources, or make several requests",
      });
    }
    const relationship = resolveRelationship(schema, table, item.relation, item.hint);
    const key = item.alias ?? item.relation;
    const childPath = [...path, key];
    const childOptions = embedded.get(childPath.join(".")) ?? EMPTY_NODE;
    const node = planNode(
      schema,
      relationship.target,
      item.items,
      childOptions,
      embedded,
      limits,
      childPath,
      depth + 1,
    );
    if (item.spread && relationship.cardinality === "many") {
      throw restError("PGRST119", {
        message: `A spread operation on '${item.relation}' is not possible`,
        details: `'${table.name}' and '${item.relation}' do not form a many-to-one or one-to-one relationship`,
      });
    }
    return { kind: "embed", relation: item.relation, key, relationship, inner: item.inner, spread: item.spread, node };
  });
  checkOrder(table, options.order, planned);
  return {
    table,
    items: planned,
    filters: options.filters,
    order: options.order,
    limit: options.limit,
    offset: options.offset,
  };
}

/** `order=rel(col)` needs `rel` to be an embedded to-one resource of this level. */
function checkOrder(table: TableInfo, order: OrderTerm[], items: PlanItem[]) {
  for (const term of order) {
    if (!term.relation) continue;
    const embed = items.find((i) => i.kind === "embed" && i.key === term.relation);
    if (!embed || embed.kind !== "embed" || embed.relationship.cardinality !== "one") {
      throw restError("PGRST118", {
        message: `A related order on '${term.relation}' is not possible`,
        details: `'${term.relation}' is not an embedded to-one resource of '${table.name}'`,
      });
    }
  }
}
