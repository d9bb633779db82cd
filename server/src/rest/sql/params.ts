/** Positional parameters: every value from the request is bound, never spliced into SQL. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A parameterised statement. */
export interface Statement {
  sql: string;
  values: unknown[];
}
