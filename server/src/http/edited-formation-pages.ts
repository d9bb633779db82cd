import { matchPath } from "react-router";
import type { Database } from "../db/database";
import { CATALOGUE_CHANNEL } from "./catalogue-cache";

/** How long the list of unedited formations is trusted when no change notification says otherwise. */
const MAX_AGE_MS = 2_000;

/**
 * Formation pages are prerendered from the demo formations the database is seeded with, and on an island page their text
 * is not re-read in the browser (decision 0803). Once staff edit or delete a formation, its prerendered page would show
 * the old text: such a page is answered with the app shell instead, which renders the formation from the database.
 * A formation is unedited while its row is as the seed left it (`updated_at = created_at`: the touch trigger moves
 * `updated_at` on every update). The list is re-read after a catalogue change notification, or after two seconds.
 */
export function editedFormationPages(db: Pick<Database, "query" | "listen">): (pathname: string) => Promise<boolean> {
  let unedited: { ids: Promise<Set<string>>; readAt: number } | undefined;
  const forget = () => (unedited = undefined);
  db.listen?.(CATALOGUE_CHANNEL, { notify: forget, listening: forget, lost: forget });

  function uneditedIds(): Promise<Set<string>> {
    if (!unedited || Date.now() - unedited.readAt > MAX_AGE_MS) {
      const ids = db
        .query<{ id: string }>("select id::text as id from public.formations where updated_at = created_at")
        .then((result) => new Set(result.rows.map((row) => row.id)));
      unedited = { ids, readAt: Date.now() };
      ids.catch(forget);
    }
    return unedited.ids;
  }

  return async (pathname) => {
    const id = matchPath({ path: "/formations/:id", end: true }, pathname.replace(/\/$/, ""))?.params.id;
    if (!id || !/^\d+$/.test(id)) return false;
    return !(await uneditedIds()).has(id);
  };
}
