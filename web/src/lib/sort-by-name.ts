const collator = new Intl.Collator("fr", { sensitivity: "base", numeric: true });

/**
 * The items in French alphabetical order of their name (accents and case aside, « 10 » after « 9 »), then by `then`
 * for equal names: the pickers of formations and sessions read this way (issue 48 item 4), not in id order.
 */
export function sortByName<T>(
  items: readonly T[],
  name: (item: T) => string,
  then: (item: T) => string = () => "",
): T[] {
  return [...items].sort((a, b) => collator.compare(name(a), name(b)) || then(a).localeCompare(then(b)));
}
