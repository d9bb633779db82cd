import { useSyncExternalStore, type ReactNode } from "react";
import { useParams } from "react-router";
import { LoadError } from "~/components/back-office/list-states";
import { Skeleton } from "~/components/ui/skeleton";
import { ContentEditorsOnly } from "./content-editors-only";

/**
 * An edit page of the back office (/contenus/articles/12, /contenus/articles/nouveau…): editors and admins only, its
 * heading (« Nouvel article » or « Modifier l'article »), then `children` with the id in the address (null: a new one).
 */
export function ContentEditPage({
  newTitle,
  editTitle,
  children,
}: {
  newTitle: string;
  editTitle: string;
  children: (id: number | null) => ReactNode;
}) {
  const { id } = useParams();
  const itemId = id && /^\d+$/.test(id) ? Number(id) : null;
  // Once a new item is saved its address is its own (followNewItem), though the route's params still say « nouveau ».
  const saved = useSyncExternalStore(subscribeToAddress, savedAddress, () => false);
  return (
    <ContentEditorsOnly>
      <div className="mx-auto grid max-w-5xl gap-6">
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
          {itemId === null && !saved ? newTitle : editTitle}
        </h1>
        {children(itemId)}
      </div>
    </ContentEditorsOnly>
  );
}

/**
 * What the page shows before its editor: a skeleton while the item (or its image) loads, the error with a retry when
 * it could not be read, or null when the editor can open.
 */
export function beforeEditor(
  id: number | null,
  item: { isPending: boolean; isError: boolean; refetch: () => unknown },
  failure: string,
  imagePending = false,
): ReactNode {
  if (id !== null && item.isPending) return <Skeleton className="h-96 w-full" />;
  if (id !== null && item.isError) return <LoadError message={failure} onRetry={() => void item.refetch()} />;
  if (imagePending) return <Skeleton className="h-96 w-full" />;
  return null;
}

const addressListeners = new Set<() => void>();
const subscribeToAddress = (listener: () => void) => {
  addressListeners.add(listener);
  return () => addressListeners.delete(listener);
};
/** Whether the address names a saved item (/contenus/articles/12), whatever the route's params say. */
const savedAddress = () => /\/\d+$/.test(window.location.pathname);

/**
 * After the first save of a new item, the address becomes its own — without remounting the editor (its unsaved fields
 * would be lost) — and the page's heading says « Modifier … » (review 2026-12-06, finding 17).
 */
export function followNewItem(id: number | null, path: string): void {
  if (id !== null) return;
  window.history.replaceState(window.history.state, "", path);
  for (const listener of addressListeners) listener();
}
