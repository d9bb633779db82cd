import type { Queryable } from "../../server/src/db/database";

/**
 * What `supabase gen types typescript` reads from pg_catalog (postgres-meta's queries, reduced to one schema):
 * tables, views, their columns and foreign keys, functions, enums and composite types.
 */
export interface SchemaModel {
  schema: string;
  tables: Relation[];
  views: Relation[];
  functions: DbFunction[];
  enums: { name: string; values: string[] }[];
  compositeTypes: { name: string; attributes: { name: string; type: string }[] }[];
  /** `CHECK (column in (…))` constraints on text columns: the values each allows (not part of the CLI's output). */
  checkedValues: { table: string; column: string; values: string[] }[];
}

export interface Relation {
  name: string;
  columns: Column[];
  relationships: Relationship[];
  /** Views only: PostgreSQL can insert into and update it. */
  isUpdatable: boolean;
}

export interface Column {
  name: string;
  /** The type's name in pg_type (`text`, `int8`, `_text` for text[], an enum's name…); a domain gives its base type. */
  type: string;
  isNullable: boolean;
  hasDefault: boolean;
  isIdentity: boolean;
  identityAlways: boolean;
  isUpdatable: boolean;
}

export interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface DbFunction {
  name: string;
  args: { name: string; type: string; mode: "in" | "out" | "inout" | "variadic" | "table"; hasDefault: boolean }[];
  returnType: string;
  /** The table or view whose row type the function returns (`returns public.t` / `returns setof public.t`). */
  returnsRelation: string | null;
  returnsSet: boolean;
}

const MODES = { i: "in", o: "out", b: "inout", v: "variadic", t: "table" } as const;

export async function introspect(db: Queryable, schema = "public"): Promise<SchemaModel> {
  const relations = await db.query<{ oid: number; name: string; kind: string; updatable: boolean }>(
    `select c.oid::int as oid, c.relname as name, c.relkind as kind,
            (pg_relation_is_updatable(c.oid::regclass, false) & 12) = 12 as updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [schema],
  );
  const columns = await db.query<{ relid: number } & Column>(
    `select a.attrelid::int as relid, a.attname as name, coalesce(bt.typname, t.typname) as type,
            not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as "isNullable",
            a.atthasdef as "hasDefault", a.attidentity <> '' as "isIdentity", a.attidentity = 'a' as "identityAlways",
            coalesce(cols.is_updatable = 'YES', false) as "isUpdatable"
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
       left join information_schema.columns cols
         on cols.table_schema = n.nspname and cols.table_name = c.relname and cols.column_name = a.attname
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm') and a.attnum > 0 and not a.attisdropped`,
    [schema],
  );
  // As PostgREST's schema cache (and postgres-meta after it): a foreign key is one-to-one when its columns are exactly
  // the primary key or a unique constraint of their table; only keys between relations of the schema count.
  const relationships = await db.query<{ relid: number } & Relationship>(
    `select fk.conrelid::int as relid, fk.conname as "foreignKeyName",
            (select array_agg(a.attname order by k.ord) from unnest(fk.conkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = fk.conrelid and a.attnum = k.attnum) as columns,
            (select array_agg(a.attname order by k.ord) from unnest(fk.confkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = fk.confrelid and a.attnum = k.attnum) as "referencedColumns",
            target.relname as "referencedRelation",
            exists (select 1 from pg_constraint u
                     where u.conrelid = fk.conrelid and u.contype in ('p', 'u')
                       and (select array_agg(k order by k) from unnest(u.conkey) k)
                         = (select array_agg(k order by k) from unnest(fk.conkey) k)) as "isOneToOne"
       from pg_constraint fk
       join pg_class source on source.oid = fk.conrelid
       join pg_class target on target.oid = fk.confrelid
      where fk.contype = 'f' and source.relnamespace = $1::regnamespace and target.relnamespace = $1::regnamespace`,
    [schema],
  );
  const functions = await db.query<{
    name: string;
    argNames: string[] | null;
    argModes: string[] | null;
    argTypes: string[];
    inArgCount: number;
    defaults: number;
    returnType: string;
    returnsRelation: string | null;
    returnsSet: boolean;
  }>(
    `select p.proname as name, p.proargnames as "argNames", p.proargmodes::text[] as "argModes",
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, ord)
                    join pg_type t on t.oid = a.oid order by a.ord) as "argTypes",
            p.pronargs::int as "inArgCount", p.pronargdefaults::int as defaults,
            rt.typname as "returnType", rel.relname as "returnsRelation", p.proretset as "returnsSet"
       from pg_proc p
       join pg_type rt on rt.oid = p.prorettype
       left join pg_class rel on rel.oid = rt.typrelid and rel.relkind in ('r', 'p', 'f', 'v', 'm')
      where p.pronamespace = $1::regnamespace and p.prokind = 'f'
        and rt.typname not in ('trigger', 'event_trigger')`,
    [schema],
  );
  const enums = await db.query<{ name: string; values: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as values
       from pg_type t join pg_enum e on e.enumtypid = t.oid
      where t.typnamespace = $1::regnamespace group by t.typname`,
    [schema],
  );
  const composites = await db.query<{ name: string; attributes: { name: string; type: string }[] }>(
    `select t.typname as name,
            jsonb_agg(jsonb_build_object('name', a.attname, 'type', at.typname) order by a.attnum) as attributes
       from pg_type t
       join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type at on at.oid = a.atttypid
      where t.typnamespace = $1::regnamespace group by t.typname`,
    [schema],
  );
  const checks = await db.query<{ table: string; column: string; definition: string }>(
    `select c.relname as table, a.attname as column, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      where k.contype = 'c' and c.relnamespace = $1::regnamespace and cardinality(k.conkey) = 1`,
    [schema],
  );

  const relationOf = (row: { oid: number; name: string; kind: string; updatable: boolean }): Relation => ({
    name: row.name,
    columns: columns.rows.filter((column) => column.relid === row.oid).map(({ relid: _, ...column }) => column),
    relationships: relationships.rows.filter((fk) => fk.relid === row.oid).map(({ relid: _, ...fk }) => fk),
    isUpdatable: row.updatable,
  });
  return {
    schema,
    tables: relations.rows.filter((row) => "rpf".includes(row.kind)).map(relationOf),
    views: relations.rows.filter((row) => "vm".includes(row.kind)).map(relationOf),
    functions: functions.rows.map((row) => ({
      name: row.name,
      args: row.argTypes.map((type, index) => {
        const mode = MODES[(row.argModes?.[index] ?? "i") as keyof typeof MODES];
        // pronargdefaults counts the last input arguments.
        const inputIndex = row.argTypes
          .slice(0, index)
          .filter((_, i) => "ibv".includes(row.argModes?.[i] ?? "i")).length;
        const isInput = mode === "in" || mode === "inout" || mode === "variadic";
        return {
          name: row.argNames?.[index] ?? "",
          type,
          mode,
          hasDefault: isInput && inputIndex >= row.inArgCount - row.defaults,
        };
      }),
      returnType: row.returnType,
      returnsRelation: row.returnsRelation,
      returnsSet: row.returnsSet,
    })),
    enums: enums.rows,
    compositeTypes: composites.rows,
    checkedValues: checks.rows.flatMap((check) => {
      const values = allowedValues(check.definition, check.column);
      return values ? [{ table: check.table, column: check.column, values }] : [];
    }),
  };
}

/**
 * The values of `CHECK (col in ('a', 'b'))` or `CHECK (col <@ array['a', 'b'])` as PostgreSQL prints them back:
 * `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))`, `CHECK ((col <@ ARRAY['a'::text, 'b'::text]))`.
 */
export function allowedValues(definition: string, column: string): string[] | null {
  const name = column.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const shape = new RegExp(`^CHECK \\(\\(?"?${name}"? (?:= ANY \\(ARRAY\\[(.*)\\]\\)|<@ ARRAY\\[(.*)\\])\\)\\)?$`);
  const match = shape.exec(definition);
  const list = match?.[1] ?? match?.[2];
  if (!list) return null;
  const values = [...list.matchAll(/'((?:[^']|'')*)'::text(?:, |$)/g)].map((item) => item[1].replaceAll("''", "'"));
  return values.length > 0 ? values : null;
}
