import type { Column, DbFunction, Relation, Relationship, SchemaModel } from "./introspect";

/**
 * The TypeScript `supabase gen types typescript` prints for a schema (postgres-meta's template, current since the
 * CLI's v2.30s): `Json`, `Database` with `__InternalSupabase` and the schema's Tables, Views, Functions, Enums and
 * CompositeTypes, then the Tables/TablesInsert/TablesUpdate/Enums/CompositeTypes helpers and `Constants`.
 * Unformatted: the caller runs prettier over it, as the CLI does.
 */
export function renderDatabaseTypes(model: SchemaModel, postgrestVersion: string): string {
  const s = JSON.stringify(model.schema);
  const ts = (type: string) => tsType(type, model);
  const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => compare(a.name, b.name));
  const none = "{\n[_ in never]: never\n}";

  const row = (relation: Relation) =>
    object([
      ...byName(relation.columns).map(
        (column) => `${key(column.name)}: ${ts(column.type)}${column.isNullable ? " | null" : ""}`,
      ),
      // Computed fields: functions taking the row, which PostgREST selects like columns.
      ...computedFields(model, relation).map((fn) => `${key(fn.name)}: ${ts(fn.returnType)} | null`),
    ]);
  const insert = (column: Column) => {
    if (column.identityAlways) return `${key(column.name)}?: never`;
    const optional = column.isNullable || column.isIdentity || column.hasDefault;
    return `${key(column.name)}${optional ? "?" : ""}: ${ts(column.type)}${column.isNullable ? " | null" : ""}`;
  };
  const update = (column: Column) =>
    column.identityAlways
      ? `${key(column.name)}?: never`
      : `${key(column.name)}?: ${ts(column.type)}${column.isNullable ? " | null" : ""}`;
  const viewWrite = (column: Column) =>
    `${key(column.name)}?: ${column.isUpdatable ? `${ts(column.type)} | null` : "never"}`;
  const relationships = (relation: Relation) =>
    `[${[...relation.relationships]
      .sort(
        (a, b) =>
          compare(a.foreignKeyName, b.foreignKeyName) ||
          compare(a.referencedRelation, b.referencedRelation) ||
          compare(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
      )
      .map(relationship)
      .join(", ")}]`;

  const tables = model.tables.length
    ? object(
        byName(model.tables).map(
          (table) =>
            `${key(table.name)}: ${object([
              `Row: ${row(table)}`,
              `Insert: ${object(byName(table.columns).map(insert))}`,
              `Update: ${object(byName(table.columns).map(update))}`,
              `Relationships: ${relationships(table)}`,
            ])}`,
        ),
      )
    : none;
  const views = model.views.length
    ? object(
        byName(model.views).map(
          (view) =>
            `${key(view.name)}: ${object([
              `Row: ${row(view)}`,
              ...(view.isUpdatable
                ? [
                    `Insert: ${object(byName(view.columns).map(viewWrite))}`,
                    `Update: ${object(byName(view.columns).map(viewWrite))}`,
                  ]
                : []),
              `Relationships: ${relationships(view)}`,
            ])}`,
        ),
      )
    : none;
  const functionGroups = groupBy(byName(model.functions.filter(isCallable)), (fn) => fn.name);
  const functions = functionGroups.size
    ? object(
        [...functionGroups].map(
          ([name, overloads]) =>
            `${key(name)}: ${overloads
              .map((fn) => signature(fn, model))
              .sort()
              .join(" | ")}`,
        ),
      )
    : none;
  const enums = model.enums.length
    ? object(
        byName(model.enums).map((e) => `${key(e.name)}: ${e.values.map((value) => JSON.stringify(value)).join(" | ")}`),
      )
    : none;
  const composites = model.compositeTypes.length
    ? object(
        byName(model.compositeTypes).map(
          (type) =>
            `${key(type.name)}: ${object(type.attributes.map((attribute) => `${key(attribute.name)}: ${ts(attribute.type)} | null`))}`,
        ),
      )
    : none;

  return `export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${JSON.stringify(postgrestVersion)}
  }
  ${s}: {
    Tables: ${tables}
    Views: ${views}
    Functions: ${functions}
    Enums: ${enums}
    CompositeTypes: ${composites}
  }
}

${helperTypes(model.schema)}

export const Constants = {
  ${s}: {
    Enums: {${byName(model.enums)
      .map((e) => `${key(e.name)}: ${JSON.stringify(e.values)},`)
      .join("")}},
  },
} as const
`;
}

/**
 * The values of each `CHECK (column in (…))` constraint on a text column, per table: what `CheckedValues` narrows
 * the generated `string` columns to (the CLI keeps them `string`, like PostgreSQL's type).
 */
export function renderCheckedValues(model: SchemaModel): string {
  const tables = groupBy(
    [...model.checkedValues].sort((a, b) => compare(a.table, b.table) || compare(a.column, b.column)),
    (check) => check.table,
  );
  return `export type CheckedValues = ${object(
    [...tables].map(
      ([table, checks]) =>
        `${key(table)}: ${object(checks.map((check) => `${key(check.column)}: ${check.values.map((value) => JSON.stringify(value)).join(" | ")}`))}`,
    ),
  )}
`;
}

function signature(fn: DbFunction, model: SchemaModel): string {
  const ts = (type: string) => tsType(type, model);
  const sorted = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => compare(a.name, b.name));
  const inArgs = sorted(fn.args.filter((arg) => arg.mode === "in"));
  const args = inArgs.length
    ? inline(inArgs.map((arg) => `${key(arg.name)}${arg.hasDefault ? "?" : ""}: ${ts(arg.type)}`))
    : "never";
  const tableColumns = sorted(fn.args.filter((arg) => arg.mode === "table"));
  const relation = fn.returnsRelation
    ? [...model.tables, ...model.views].find((r) => r.name === fn.returnsRelation)
    : undefined;
  let returns: string;
  if (tableColumns.length) returns = inline(tableColumns.map((arg) => `${key(arg.name)}: ${ts(arg.type)}`));
  else if (relation) {
    returns = inline(
      sorted(relation.columns).map(
        (column) => `${key(column.name)}: ${ts(column.type)}${column.isNullable ? " | null" : ""}`,
      ),
    );
  } else returns = ts(fn.returnType);
  const members = [`Args: ${args}`, `Returns: ${returns}${fn.returnsSet ? "[]" : ""}`];
  if (relation) {
    const options = [
      `from: "*"`,
      `to: ${JSON.stringify(relation.name)}`,
      `isOneToOne: ${!fn.returnsSet}`,
      `isSetofReturn: ${fn.returnsSet}`,
    ];
    members.push(`SetofOptions: ${inline(options)}`);
  }
  return inline(members);
}

/** As the CLI: functions whose input arguments all have names, or with a single unnamed one; no trigger functions. */
function isCallable(fn: DbFunction): boolean {
  const inputs = fn.args.filter((arg) => arg.mode !== "out" && arg.mode !== "table");
  return inputs.every((arg) => arg.name !== "") || inputs.length === 1;
}

function computedFields(model: SchemaModel, relation: Relation): DbFunction[] {
  return model.functions
    .filter((fn) => {
      const inputs = fn.args.filter((arg) => arg.mode === "in");
      return inputs.length === 1 && inputs[0].type === relation.name && !fn.returnsSet;
    })
    .sort((a, b) => compare(a.name, b.name));
}

const NUMBERS = new Set(["int2", "int4", "int8", "float4", "float8", "numeric"]);
const STRINGS = new Set([
  "bytea",
  "bpchar",
  "varchar",
  "date",
  "text",
  "citext",
  "time",
  "timetz",
  "timestamp",
  "timestamptz",
  "uuid",
  "vector",
]);

/** postgres-meta's pgTypeToTsType: a PostgreSQL type name (`_name` for arrays) as TypeScript. */
function tsType(type: string, model: SchemaModel): string {
  if (type.startsWith("_")) return `(${tsType(type.slice(1), model)})[]`;
  if (type === "bool") return "boolean";
  if (NUMBERS.has(type)) return "number";
  if (STRINGS.has(type)) return "string";
  if (type === "json" || type === "jsonb") return "Json";
  if (type === "void") return "undefined";
  if (type === "record") return "Record<string, unknown>";
  const schema = `Database[${JSON.stringify(model.schema)}]`;
  if (model.enums.some((e) => e.name === type)) return `${schema}["Enums"][${JSON.stringify(type)}]`;
  if (model.compositeTypes.some((c) => c.name === type)) return `${schema}["CompositeTypes"][${JSON.stringify(type)}]`;
  if (model.tables.some((t) => t.name === type)) return `${schema}["Tables"][${JSON.stringify(type)}]["Row"]`;
  if (model.views.some((v) => v.name === type)) return `${schema}["Views"][${JSON.stringify(type)}]["Row"]`;
  return "unknown";
}

function relationship(fk: Relationship): string {
  return object([
    `foreignKeyName: ${JSON.stringify(fk.foreignKeyName)}`,
    `columns: ${JSON.stringify(fk.columns)}`,
    `isOneToOne: ${fk.isOneToOne}`,
    `referencedRelation: ${JSON.stringify(fk.referencedRelation)}`,
    `referencedColumns: ${JSON.stringify(fk.referencedColumns)}`,
  ]);
}

/** A type literal prettier keeps expanded, one member a line (tables, rows, relationships). */
const object = (members: string[]) => `{\n${members.join("\n")}\n}`;
/** A type literal prettier keeps on one line when it fits (functions, their arguments and results). */
const inline = (members: string[]) => `{ ${members.join("; ")} }`;
/** Property names as the CLI prints them: bare when they are identifiers (prettier drops the quotes). */
const key = (name: string) => JSON.stringify(name);
const compare = (a: string, b: string) => a.localeCompare(b, "en");

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

function helperTypes(schema: string): string {
  const s = JSON.stringify(schema);
  return `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${s}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never

${["Insert", "Update"]
  .map(
    (part) => `export type Tables${part}<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { ${part}: infer ${part[0]} }
    ? ${part[0]}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { ${part}: infer ${part[0]} }
      ? ${part[0]}
      : never
    : never`,
  )
  .join("\n\n")}

${[
  ["Enums", "DefaultSchemaEnumNameOrOptions", "EnumName"],
  ["CompositeTypes", "PublicCompositeTypeNameOrOptions", "CompositeTypeName"],
]
  .map(
    ([part, options, name]) => `export type ${part}<
  ${options} extends keyof DefaultSchema["${part}"] | { schema: keyof DatabaseWithoutInternals },
  ${name} extends ${options} extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["${part}"]
    : never = never,
> = ${options} extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[${options}["schema"]]["${part}"][${name}]
  : ${options} extends keyof DefaultSchema["${part}"]
    ? DefaultSchema["${part}"][${options}]
    : never`,
  )
  .join("\n\n")}`;
}
