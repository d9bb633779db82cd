import type { Queryable } from "../db/database";
import { exposedSchemas } from "../config/rest";
import { restError } from "./errors/catalogue";

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionInfo {
  name: string;
  /** The schema it lives in; `public` when left out. */
  schema?: string;
  /** The input arguments' names, in order; an unnamed argument is "". */
  argNames: string[];
  /** Their types as PostgREST's schema cache writes them (`integer`, `public.users`…), to read them from JSON. */
  argTypes?: string[];
  /** Arguments that have a default and may be left out (the last ones). */
  optionalArgs: number;
  /** The last argument is VARIADIC. */
  variadic?: boolean;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Returns rows of a composite type (table function): they are serialised as objects. */
  returnsRows: boolean;
  /** The columns of those rows, in order. */
  columns: string[];
  /** The table whose row type it returns (`returns setof formations`), for embedding from its results. */
  returnTable?: string;
}

/**
 * A function returning a set of scalars (`returns setof jsonb`, `setof text`…): PostgREST answers the values
 * themselves (`[{"k":1},null]`, `["a","b"]`), and reads, filters and orders them under the function's name.
 */
export const returnsScalars = (fn: FunctionInfo) => fn.returnsSet && !fn.returnsRows && !fn.returnsVoid;

export interface TableInfo {
  name: string;
  /** The schema it lives in; `public` when left out. */
  schema?: string;
  columns: Map<string, { type: string }>;
  /** Primary key columns, in key order (empty for views). */
  primaryKey: string[];
  /** Computed columns: functions `f(this_table) returns scalar`, selected and filtered like columns. */
  computedColumns?: Set<string>;
  /** Computed relationships: functions `f(this_table) returns [setof] other_table`, embedded like foreign keys. */
  computedRelations?: Map<string, { target: string; many: boolean }>;
}

/**
 * One exposed schema as PostgREST's schema cache sees it: tables, their columns, the foreign keys between them and
 * the functions. The cache of the first exposed schema is the default; `profile()` gives the others
 * (`Accept-Profile`/`Content-Profile`).
 */
export class SchemaCache {
  /** Every exposed schema's cache by name, in the configured order (set by `load`; a hand-made cache is alone). */
  private profiles: Map<string, SchemaCache>;

  constructor(
    readonly tables: Map<string, TableInfo>,
    readonly foreignKeys: ForeignKey[],
    /** Functions by name, every overload of a name in the list. */
    readonly functions: Map<string, FunctionInfo[]> = new Map(),
    /** The schema this cache describes. */
    readonly name = "public",
  ) {
    this.profiles = new Map([[name, this]]);
  }

  /** The caches of the exposed schemas, in order; the first one answers requests that name no schema. */
  static async load(db: Queryable, schemas: string[] = exposedSchemas()): Promise<SchemaCache> {
    const caches: SchemaCache[] = [];
    for (const name of schemas) caches.push(await SchemaCache.loadSchema(db, name));
    const profiles = new Map(caches.map((cache) => [cache.name, cache]));
    for (const cache of caches) cache.profiles = profiles;
    return caches[0];
  }

  /**
   * The cache of the schema a request names (`Accept-Profile` on GET/HEAD, `Content-Profile` on writes and calls);
   * this one when it names none; 406 PGRST106 for a schema that is not exposed.
   */
  profile(requested: string | undefined): SchemaCache {
    if (requested === undefined) return this;
    const cache = this.profiles.get(requested);
    if (cache) return cache;
    throw restError("PGRST106", {
      message: `Invalid schema: ${requested}`,
      hint: `Only the following schemas are exposed: ${[...this.profiles.keys()].join(", ")}`,
    });
  }

  private static async loadSchema(db: Queryable, schema: string): Promise<SchemaCache> {
    const columns = await db.query<{ table_name: string; column_name: string; type: string }>(
      `
      select c.relname::text as table_name, a.attname::text as column_name, format_type(a.atttypid, a.atttypmod) as type
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p')
      order by c.relname, a.attnum`,
      [schema],
    );
    const tables = new Map<string, TableInfo>();
    for (const row of columns.rows) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, schema, columns: new Map(), primaryKey: [] };
        tables.set(row.table_name, table);
      }
      table.columns.set(row.column_name, { type: row.type });
    }
    const primaryKeys = await db.query<{ table_name: string; columns: string[] }>(
      `
      select src.relname::text as table_name,
        array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns
      from pg_constraint con join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
      where con.contype = 'p' and sn.nspname = $1`,
      [schema],
    );
    for (const row of primaryKeys.rows) {
      const table = tables.get(row.table_name);
      if (table) table.primaryKey = row.columns;
    }
    // In name order, so that ambiguous embeds list their candidates in a stable order (PGRST201).
    const keys = await db.query<{
      name: string;
      table_name: string;
      ref_table: string;
      columns: string[];
      ref_columns: string[];
    }>(
      `
      select con.conname::text as name, src.relname::text as table_name, tgt.relname::text as ref_table,
        array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
        array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as ref_columns
      from pg_constraint con
      join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
      join pg_class tgt on tgt.oid = con.confrelid join pg_namespace tn on tn.oid = tgt.relnamespace
      where con.contype = 'f' and sn.nspname = $1 and tn.nspname = $1
      order by con.conname`,
      [schema],
    );
    // PostgREST's function cache (SchemaCache.hs, v12): input arguments only; a function with one unnamed argument is
    // callable only when that argument is bytea, json, jsonb, text or xml (the body is passed to it whole), and one with
    // several unnamed arguments is not callable at all.
    const functions = await db.query<{
      name: string;
      arg_names: string[] | null;
      arg_types: string[] | null;
      ndefaults: number;
      variadic: boolean;
      returns_set: boolean;
      returns_void: boolean;
      returns_rows: boolean;
      columns: string[] | null;
      return_table: string | null;
    }>(
      `
      select p.proname::text as name, a.names as arg_names, a.types as arg_types,
        p.pronargdefaults::int as ndefaults, p.provariadic <> 0 as variadic,
        p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void,
        (t.typtype = 'c' or p.proargmodes is not null) as returns_rows,
        coalesce(
          (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
            where t.typrelid <> 0 and a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped),
          (select array_agg(u.name order by u.ord) from unnest(p.proargnames, p.proargmodes::text[]) with ordinality u(name, mode, ord)
            where u.mode in ('o', 't', 'b'))
        ) as columns,
        (select r.relname::text from pg_class r join pg_namespace rn on rn.oid = r.relnamespace
          where r.oid = t.typrelid and rn.nspname = $1 and r.relkind in ('r', 'v', 'm', 'p')) as return_table
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
      left join lateral (
        select array_agg(coalesce(u.name, '') order by u.ord) as names,
          array_agg(case u.type when 'bit'::regtype then 'bit varying' when 'bit[]'::regtype then 'bit varying[]'
            when 'character'::regtype then 'character varying' when 'character[]'::regtype then 'character varying[]'
            else u.type::regtype::text end order by u.ord) as types,
          case count(*) - count(nullif(u.name, ''))
            when 0 then true
            when 1 then (array_agg(u.type))[1] in ('bytea'::regtype, 'json'::regtype, 'jsonb'::regtype, 'text'::regtype, 'xml'::regtype)
            else false
          end as callable
        from unnest(p.proargnames, coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargmodes::text[])
          with ordinality u(name, type, mode, ord)
        where coalesce(u.mode, 'i') in ('i', 'b', 'v')
      ) a on true
      where n.nspname = $1 and p.prokind = 'f' and t.typname <> 'trigger' and coalesce(a.callable, true)`,
      [schema],
    );
    const functionMap = new Map<string, FunctionInfo[]>();
    for (const f of functions.rows) {
      if (!functionMap.has(f.name)) functionMap.set(f.name, []);
      functionMap.get(f.name)!.push({
        name: f.name,
        schema,
        argNames: f.arg_names ?? [],
        argTypes: f.arg_types ?? [],
        optionalArgs: f.ndefaults,
        variadic: f.variadic,
        returnsSet: f.returns_set,
        returnsVoid: f.returns_void,
        returnsRows: f.returns_rows,
        columns: f.columns ?? [],
        returnTable: f.return_table ?? undefined,
      });
    }
    // Functions of one argument of a table's row type: PostgREST's computed columns and computed relationships.
    const computed = await db.query<{
      name: string;
      row_table: string;
      return_table: string | null;
      returns_set: boolean;
      rows: number;
    }>(
      `
      select p.proname::text as name, arg.relname::text as row_table, ret.relname::text as return_table, p.proretset as returns_set,
        p.prorows::int as rows
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      join pg_type at on at.oid = p.proargtypes[0] join pg_class arg on arg.oid = at.typrelid
      join pg_type rt on rt.oid = p.prorettype left join pg_class ret on ret.oid = rt.typrelid
      where n.nspname = $1 and p.pronargs = 1 and p.prokind = 'f'`,
      [schema],
    );
    for (const f of computed.rows) {
      const table = tables.get(f.row_table);
      if (!table) continue;
      if (f.return_table && tables.has(f.return_table)) {
        (table.computedRelations ??= new Map()).set(f.name, {
          target: f.return_table,
          many: f.returns_set && f.rows !== 1,
        });
      } else if (!f.returns_set) {
        (table.computedColumns ??= new Set()).add(f.name);
      }
    }
    return new SchemaCache(
      tables,
      keys.rows.map((k) => ({
        name: k.name,
        table: k.table_name,
        refTable: k.ref_table,
        columns: k.columns,
        refColumns: k.ref_columns,
      })),
      functionMap,
      schema,
    );
  }
}
