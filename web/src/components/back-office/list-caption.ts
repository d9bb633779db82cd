/** The most rows one REST read returns (REST_MAX_ROWS, PostgREST's db-max-rows): a whole-table read stops there. */
export const REST_READ_CAP = 1000;

/**
 * A back-office list's caption, newest first: « 12 demandes, les plus récentes d'abord », or when filters hide some
 * rows « 3 demandes sur 12 correspondent aux filtres ». `noun` is a feminine noun whose plural takes an s.
 */
export function newestFirstCaption(noun: string, shown: number, total = shown): string {
  const counted = (count: number) => `${count} ${noun}${count > 1 ? "s" : ""}`;
  // A list read whole stops at the REST layer's most rows: it says it shows the newest ones, never a total.
  if (total >= REST_READ_CAP)
    return shown === total
      ? `Les ${total} ${noun}s les plus récentes : les plus anciennes ne sont pas affichées`
      : `${counted(shown)} parmi les ${total} plus récentes correspondent aux filtres`;
  return shown === total
    ? `${counted(total)}, les plus récentes d'abord`
    : `${counted(shown)} sur ${total} correspondent aux filtres`;
}

/**
 * The caption of a list read a page at a time (decision 1076): it names only what it has read, never a total it has
 * not counted. « 4 inscriptions, les plus récentes d'abord » when every row is shown; « Les 50 inscriptions les plus
 * récentes, d'autres suivent » when a « Voir plus » follows; with filters, « … correspondent aux filtres ».
 */
export function pagedCaption(noun: string, shown: number, { more, filtered }: { more: boolean; filtered: boolean }) {
  const nouns = `${noun}${shown > 1 ? "s" : ""}`;
  if (!more)
    return filtered
      ? `${shown} ${nouns} ${shown > 1 ? "correspondent" : "correspond"} aux filtres`
      : `${shown} ${nouns}, les plus récentes d'abord`;
  return filtered
    ? `Les ${shown} ${nouns} les plus récentes qui correspondent aux filtres, d'autres suivent`
    : `Les ${shown} ${nouns} les plus récentes, d'autres suivent`;
}
