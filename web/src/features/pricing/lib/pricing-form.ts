/** The look of a select in the staff pricing forms. */
export const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** A field left empty is « not set » (null), not zero or "". */
export const optionalNumber = (value: string) => (value.trim() === "" ? null : Number(value));
export const optionalText = (value: string) => (value.trim() === "" ? null : value.trim());
