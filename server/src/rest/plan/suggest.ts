/**
 * PostgREST's "Perhaps you meant …" hints (Error.hs, `getFuzzyHint`): the closest known name, as the fuzzyset library
 * it uses finds it. A candidate must share a pair of consecutive characters with the name asked for (compared
 * lower-cased with only letters, digits, spaces and commas kept), and is scored by the edit distance of the two
 * lower-cased names (1 − distance ÷ length of the longer). The best one at or above `minScore` wins; the earliest on a
 * tie.
 */

/** PostgREST's threshold for table and function names. */
export const NAME_SCORE = 0.75;
/** Its threshold for argument lists (fuzzyset's default): revealing argument names is not a risk. */
export const ARGUMENTS_SCORE = 0.33;

const normalise = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}, ]+/gu, "");

function bigrams(text: string): Set<string> {
  const padded = `-${text}-`;
  const grams = new Set<string>();
  for (let i = 0; i + 2 <= padded.length; i++) grams.add(padded.slice(i, i + 2));
  return grams;
}

/** Levenshtein distance: the fewest insertions, deletions and substitutions turning `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The candidate closest to `wanted`, or undefined when none scores `minScore`. */
export function closestName(candidates: Iterable<string>, wanted: string, minScore: number): string | undefined {
  const key = normalise(wanted);
  if (key.length === 0) return undefined;
  const keyGrams = bigrams(key);
  let best: { name: string; score: number } | undefined;
  for (const name of candidates) {
    const other = normalise(name);
    if (other.length === 0 || ![...bigrams(other)].some((gram) => keyGrams.has(gram))) continue;
    const [x, y] = [wanted.toLowerCase(), name.toLowerCase()];
    const score = 1 - editDistance(x, y) / Math.max(x.length, y.length);
    if (score >= minScore && (!best || score > best.score)) best = { name, score };
  }
  return best?.name;
}
