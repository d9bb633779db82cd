import { restError } from "../errors/catalogue";
import type { ReadRequest } from "./query-terms";

const RANGE = /^(\d+)-(\d*)$/;

const position = (digits: string) => {
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
};

/**
 * PostgREST's `Range: <first>-<last>` request header (unit `items`, the only one; `<last>` may be left out): the rows
 * it names, within those `offset`/`limit` name (the intersection of both). A header that is not such a range is
 * ignored, as PostgREST ignores it.
 */
export function applyRangeHeader(
  request: ReadRequest,
  range: string | undefined,
  unit: string | undefined,
): ReadRequest {
  const match = range === undefined ? null : RANGE.exec(range.trim());
  if (!match || (unit !== undefined && unit.trim().toLowerCase() !== "items")) return request;
  const first = position(match[1]!);
  const last = match[2] === "" ? undefined : position(match[2]!);
  if (first === undefined || (match[2] !== "" && last === undefined)) return request;
  if (last !== undefined && last < first) {
    throw restError("PGRST103", {
      details: "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
    });
  }
  const queryFirst = request.offset ?? 0;
  const queryLast = request.limit === undefined ? undefined : queryFirst + request.limit - 1;
  const lower = Math.max(first, queryFirst);
  const upper = last === undefined ? queryLast : queryLast === undefined ? last : Math.min(last, queryLast);
  return { ...request, offset: lower, limit: upper === undefined ? undefined : Math.max(0, upper - lower + 1) };
}
