import { restError } from "../errors/catalogue";
import type { ForeignKey, SchemaCache, TableInfo } from "../schema";

/** Two columns that must be equal: one of the embedded (child) rows, one of the parent row. */
export interface ColumnPair {
  child: string;
  parent: string;
}

/** How an embedded resource relates to its parent, as data: the SQL builder turns it into a join condition. */
export type Relationship =
  | { kind: "foreign-key"; target: TableInfo; cardinality: "one" | "many"; on: ColumnPair[] }
  /** Many-to-many through the table `junction`: its columns equal to the target's, and those equal to the parent's. */
  | {
      kind: "junction";
      target: TableInfo;
      cardinality: "many";
      junction: string;
      toTarget: { junction: string; target: string }[];
      toParent: { junction: string; parent: string }[];
    }
  /** A computed relationship: the function `fn(parent_row)` returns the embedded rows. */
  | { kind: "computed"; target: TableInfo; cardinality: "one" | "many"; fn: string };

const schemaTable = (schema: SchemaCache, name: string) => schema.tables.get(name)!;
const pairs = (child: string[], parent: string[]): ColumnPair[] =>
  child.map((column, i) => ({ child: column, parent: parent[i] }));

/** The relationship `name` (a table, a foreign key or its column, a computed relationship) from `parent`, as PostgREST finds it. */
export function resolveRelationship(schema: SchemaCache, parent: TableInfo, name: string, hint?: string): Relationship {
  const computed = parent.computedRelations?.get(name);
  if (computed && !hint) {
    return {
      kind: "computed",
      target: schemaTable(schema, computed.target),
      cardinality: computed.many ? "many" : "one",
      fn: name,
    };
  }
  const candidates: Candidate[] = [];
  for (const fk of schema.foreignKeys) {
    if (fk.table === parent.name && fk.refTable === parent.name) {
      candidates.push(...selfCandidates(fk, name, hint));
      continue;
    }
    // to-one: parent.fk_columns → name.ref_columns (name is a table, or the FK column/constraint name)
    if (
      fk.table === parent.name &&
      (fk.refTable === name || fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name))
    ) {
      candidates.push({ fk, reverse: false, cardinality: "one" });
    }
    // to-many: name.fk_columns → parent.ref_columns; to-one when those columns are the child's primary key
    if (fk.refTable === parent.name && (fk.table === name || fk.name === name)) {
      const child = schemaTable(schema, fk.table);
      candidates.push({ fk, reverse: true, cardinality: sameColumns(fk.columns, child.primaryKey) ? "one" : "many" });
    }
  }
  const matching = hint
    ? candidates.filter((c) => c.self || c.fk.name === hint || c.fk.columns.includes(hint))
    : candidates;
  if (matching.length === 0) {
    const manyToMany = junction(schema, parent, name, hint);
    if (manyToMany) return manyToMany;
    throw restError("PGRST200", {
      message: `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      details: `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ""} in the schema '${schema.name}', but no matches were found.`,
    });
  }
  if (matching.length > 1) {
    throw restError("PGRST201", {
      message: `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      details: matching.map((c) => describe(parent, c)),
      hint: `Try changing '${name}' to one of the following: ${matching.map((c) => `'${name}!${c.fk.name}'`).join(", ")}. Find the desired relationship in the 'details' key.`,
    });
  }
  const { fk, reverse, cardinality } = matching[0];
  return reverse
    ? { kind: "foreign-key", target: schemaTable(schema, fk.table), cardinality, on: pairs(fk.columns, fk.refColumns) }
    : {
        kind: "foreign-key",
        target: schemaTable(schema, fk.refTable),
        cardinality,
        on: pairs(fk.refColumns, fk.columns),
      };
}

interface Candidate {
  fk: ForeignKey;
  /** The foreign key is on the embedded table (pointing at the parent), not on the parent. */
  reverse: boolean;
  cardinality: "one" | "many";
  /** Found by the self-reference rule (already checked against the hint). */
  self?: boolean;
}

/**
 * A table referencing itself has one foreign key but two relationships. PostgREST's convention (Plan.hs, findRel):
 * the table's name embeds the rows referencing this one (to-many: `collections(*)`, or `collections!parent_id(*)` with
 * the referencing column as hint), the referencing column's name embeds the row it references (to-one: `parent_id(*)`).
 */
function selfCandidates(fk: ForeignKey, name: string, hint?: string): Candidate[] {
  const single = fk.columns.length === 1 ? fk.columns[0] : undefined;
  if (hint !== undefined) {
    return name === fk.table && hint === single ? [{ fk, reverse: true, cardinality: "many", self: true }] : [];
  }
  if (name === fk.table) return [{ fk, reverse: true, cardinality: "many", self: true }];
  if (name === single) return [{ fk, reverse: false, cardinality: "one", self: true }];
  return [];
}

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((column) => b.includes(column));

/** One relationship as PostgREST 12 lists them in a PGRST201 answer's `details`. */
function describe(parent: TableInfo, { fk, reverse, cardinality }: Candidate) {
  const target = reverse ? fk.table : fk.refTable;
  const own = reverse ? fk.refColumns : fk.columns;
  const theirs = reverse ? fk.columns : fk.refColumns;
  const uniqueOnParent = !reverse && sameColumns(fk.columns, parent.primaryKey);
  const kind =
    cardinality === "one" && (reverse || uniqueOnParent) ? "one-to-one" : reverse ? "one-to-many" : "many-to-one";
  return {
    cardinality: kind,
    embedding: `${parent.name} with ${target}`,
    relationship: `${fk.name} using ${parent.name}(${own.join(", ")}) and ${target}(${theirs.join(", ")})`,
  };
}

/**
 * A many-to-many relationship through a junction table whose foreign keys to both sides are part of its primary key
 * (PostgREST's rule); `hint` may name the junction table.
 */
function junction(schema: SchemaCache, parent: TableInfo, name: string, hint?: string): Relationship | undefined {
  const target = schema.tables.get(name);
  if (!target) return undefined;
  const found: Relationship[] = [];
  for (const toParent of schema.foreignKeys) {
    if (toParent.refTable !== parent.name) continue;
    const middle = schema.tables.get(toParent.table);
    if (!middle || (hint && middle.name !== hint) || !toParent.columns.every((c) => middle.primaryKey.includes(c)))
      continue;
    for (const toTarget of schema.foreignKeys) {
      if (toTarget === toParent || toTarget.table !== middle.name || toTarget.refTable !== target.name) continue;
      if (!toTarget.columns.every((c) => middle.primaryKey.includes(c))) continue;
      found.push({
        kind: "junction",
        target,
        cardinality: "many",
        junction: middle.name,
        toTarget: toTarget.columns.map((column, i) => ({ junction: column, target: toTarget.refColumns[i] })),
        toParent: toParent.columns.map((column, i) => ({ junction: column, parent: toParent.refColumns[i] })),
      });
    }
  }
  if (found.length > 1) {
    throw restError("PGRST201", {
      message: `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      hint: `Try changing '${name}' to one of the junction tables with '!'`,
    });
  }
  return found[0];
}
