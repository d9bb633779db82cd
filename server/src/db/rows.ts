import type { Database, Tables } from "@common/database";

type TableName = keyof Database["public"]["Tables"];

/**
 * A table's columns (all, or those named) as the server's SQL reads them (node-postgres and PGlite): the generated row
 * type, except that a timestamp (`…_at`) may arrive as a `Date`.
 */
export type DbRow<T extends TableName, Column extends keyof Tables<T> = keyof Tables<T>> = {
  [C in Column]: C extends `${string}_at` ? Tables<T>[C] | Date : Tables<T>[C];
};
