/**
 * A back-office list's caption, newest first: « 12 demandes, les plus récentes d'abord », or when filters hide some
 * rows « 3 demandes sur 12 correspondent aux filtres ». `noun` is a feminine noun whose plural takes an s.
 */
export function newestFirstCaption(noun: string, shown: number, total = shown): string {
  const counted = (count: number) => `${count} ${noun}${count > 1 ? "s" : ""}`;
  return shown === total
    ? `${counted(total)}, les plus récentes d'abord`
    : `${counted(shown)} sur ${total} correspondent aux filtres`;
}
