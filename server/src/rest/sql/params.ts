/** Positional parameters: every value from the request is bound, never spliced into SQL. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `"schema"."name"`: a table or function of an exposed schema (`public` when the cache names none). */
export const qualified = (schema: string | undefined, name: string) =>
  `${quoteIdent(schema ?? "public")}.${quoteIdent(name)}`;

/** A parameterised statement. */
export interface Statement {
  sql: string;
  values: unknown[];
}
