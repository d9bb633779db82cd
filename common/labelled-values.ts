/**
 * A closed set of database values named by their French labels (a `Record<Value, string>`, such as the enquiry kinds
 * or statuses): its values in the labels' order, and the guard that says whether a string is one of them.
 */
export function labelledValues<Value extends string>(labels: Record<Value, string>): Value[] {
  return Object.keys(labels) as Value[];
}

export function isLabelledValue<Value extends string>(labels: Record<Value, string>) {
  return (value: unknown): value is Value => typeof value === "string" && Object.hasOwn(labels, value);
}
