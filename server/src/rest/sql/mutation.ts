import type { Limits } from "../limits";
import type { Conflict, MutationPlan, Returning } from "../plan/plan";
import type { Condition } from "../request/query-terms";
import type { TableInfo } from "../schema";
import { columnOrThrow } from "./columns";
import { whereSql } from "./filters";
import { Params, qualified, quoteIdent, type Statement } from "./params";
import { ReadBuilder, columnKeys, envelopeSql, formatOf } from "./read";

/** A mutation's RETURNING, only what the response needs (RETURNING * would need SELECT rights). */
function returningSql(table: TableInfo, returning: Returning, columns?: string[]): string {
  // Only the columns the answer uses, as PostgREST returns them: a role granted some columns only (column privileges,
  // issue 42 item 4) can write and read back what it may read; `*` still needs every column, as in PostgREST.
  if (returning === "all") return columns ? ` returning ${columns.map(quoteIdent).join(", ")}` : " returning *";
  if (returning === "key" && table.primaryKey.length > 0)
    return ` returning ${table.primaryKey.map(quoteIdent).join(", ")}`;
  return " returning 1 as pgrst_one";
}

/** One INSERT … SELECT from the JSON body (a group of rows that all carry the same keys when `missing=default`). */
function insertOne(table: TableInfo, columns: string[], rows: unknown[], params: Params, conflict?: Conflict): string {
  const target = qualified(table.schema, table.name);
  let sql: string;
  if (columns.length === 0) {
    sql = `insert into ${target} select from json_array_elements(${params.add(JSON.stringify(rows))}::json) pgrst_body`;
  } else {
    const cols = columns.map((c) => columnOrThrow(table, c)).join(", ");
    sql = `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)`;
  }
  if (conflict) {
    const on = `(${conflict.target.map((c) => columnOrThrow(table, c)).join(", ")})`;
    // The conflict target already equals the existing row's: setting it again would only need an UPDATE privilege.
    // A body of key columns only still returns the existing rows, through a no-op update of the key.
    const updated = columns.filter((c) => !conflict.target.includes(c));
    const set = (updated.length > 0 ? updated : conflict.target.slice(0, 1)).map(
      (c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`,
    );
    sql +=
      conflict.resolution === "ignore" || columns.length === 0
        ? ` on conflict ${on} do nothing`
        : ` on conflict ${on} do update set ${set.join(", ")}`;
  }
  return sql;
}

/**
 * The INSERT as data-modifying CTEs ending in `pgrst_rows`. With `missing=default`, rows are grouped by the keys they
 * carry so that absent keys take the column default; otherwise absent keys are NULL, as in PostgREST.
 */
export function insertCtes(
  table: TableInfo,
  rows: Record<string, unknown>[],
  columns: string[],
  missingDefault: boolean,
  params: Params,
  returning: Returning,
  conflict?: Conflict,
  returned?: string[],
): string {
  const tail = returningSql(table, returning, returned);
  // A merge that only updated rows answers 200: the keys that already existed are read in the statement's snapshot
  // (RETURNING xmax would need table-wide SELECT, which column privileges do not give).
  let existing = "";
  if (conflict?.resolution === "merge" && returning === "all") {
    const target = qualified(table.schema, table.name);
    const keys = conflict.target.map((c) => columnOrThrow(table, c)).join(", ");
    existing = `pgrst_existing as (select ${keys} from ${target} where (${keys}) in (select ${keys} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json))), `;
  }
  if (!missingDefault)
    return `${existing}pgrst_rows as (${insertOne(table, columns, rows, params, conflict)}${tail}), `;
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const keys = columns.filter((c) => c in row);
    const id = keys.join(",");
    if (!groups.has(id)) groups.set(id, { columns: keys, rows: [] });
    groups.get(id)!.rows.push(row);
  }
  const parts = [...groups.values()].map(
    (g, i) => `pgrst_i${i} as (${insertOne(table, g.columns, g.rows, params, conflict)}${tail}), `,
  );
  const union = [...groups.keys()].map((_, i) => `select * from pgrst_i${i}`).join(" union all ");
  return `${existing}${parts.join("")}pgrst_rows as (${union}), `;
}

export function updateCte(
  table: TableInfo,
  columns: string[],
  filters: Condition[],
  params: Params,
  body: object,
  returning: Returning,
  returned?: string[],
): string {
  const target = qualified(table.schema, table.name);
  const cols = columns.map((c) => columnOrThrow(table, c)).join(", ");
  const source = `(select ${cols} from json_populate_record(null::${target}, ${params.add(JSON.stringify(body))}::json))`;
  return `pgrst_rows as (update ${target} t0 set (${cols}) = ${source}${whereSql(table, "t0", filters, params)}${returningSql(table, returning, returned)}), `;
}

export function deleteCte(
  table: TableInfo,
  filters: Condition[],
  params: Params,
  returning: Returning,
  returned?: string[],
): string {
  return `pgrst_rows as (delete from ${qualified(table.schema, table.name)} t0${whereSql(table, "t0", filters, params)}${returningSql(table, returning, returned)}), `;
}

/**
 * The columns of the written rows the answer reads (`t0."…"` in its SQL, the conflict target and the key), or
 * undefined — every column — when it selects `*`.
 */
function returnedColumns(
  table: TableInfo,
  sql: string,
  items: { kind: string }[],
  conflict?: Conflict,
): string[] | undefined {
  if (items.some((item) => item.kind === "star")) return undefined;
  const used = new Set<string>([...table.primaryKey, ...(conflict?.target ?? [])]);
  for (const match of sql.matchAll(/\bt0\."((?:[^"]|"")+)"/g)) used.add(match[1]!.replaceAll('""', '"'));
  const known = [...used].filter((name) => table.columns.has(name));
  return known.length > 0 ? known : undefined;
}

/**
 * The statement of a write: the data-modifying CTEs, then the changed rows shaped by `select` (or only the key / a
 * count) in the same envelope as a read. A merge upsert that returns its rows also counts those it inserted (`inserted`),
 * since it answers 200 rather than 201 when it only updated rows.
 */
export function mutationSql(plan: MutationPlan, limits: Limits): Statement & { keys: string[] } {
  const { table, write, returning } = plan;
  const params = new Params();
  let rows: string;
  let keys: string[] = [];
  let returned: string[] | undefined;
  if (returning === "all" && plan.select) {
    // The returned rows are all the write changed: no row cap on them or their embeds.
    const builder = new ReadBuilder(params, { ...limits, maxRows: Number.MAX_SAFE_INTEGER });
    const level = builder.level(plan.select, "t0");
    keys = columnKeys(level);
    rows = builder.assemble(level, "pgrst_rows t0");
    returned = returnedColumns(table, rows, plan.select.items, write.kind === "insert" ? write.conflict : undefined);
  } else if (returning === "key" && table.primaryKey.length > 0) {
    rows = `select ${table.primaryKey.map(quoteIdent).join(", ")} from pgrst_rows`;
  } else {
    rows = "select from pgrst_rows";
  }
  const ctes =
    write.kind === "insert"
      ? insertCtes(table, write.rows, write.columns, write.missingDefault, params, returning, write.conflict, returned)
      : write.kind === "update"
        ? updateCte(table, write.columns, write.filters, params, write.body, returning, returned)
        : deleteCte(table, write.filters, params, returning, returned);
  const merge =
    plan.action === "insert" && write.kind === "insert" && write.conflict?.resolution === "merge" && returning === "all"
      ? write.conflict.target
      : undefined;
  const inserted = merge
    ? `, (select count(*) from pgrst_rows r where not exists (select 1 from pgrst_existing e where ${merge
        .map((c) => `e.${quoteIdent(c)} is not distinct from r.${quoteIdent(c)}`)
        .join(" and ")}))::int as inserted`
    : "";
  return { sql: envelopeSql(rows, formatOf(plan), limits, ctes, inserted), values: params.values, keys };
}
