import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the device says it has a network (always « yes » where there is no `navigator`). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * At the top of every signed-in screen's content while the device has no network (issue 46 item 3, decision 1056):
 * the shell and the screens already seen open from the service worker, and this says why the rest waits.
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="mx-auto mb-6 flex max-w-6xl gap-3 rounded-lg border bg-muted p-4 text-sm">
      <WifiOff className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">Vous êtes hors ligne.</p>
        <p className="text-muted-foreground">
          Les pages et les données déjà consultées sur cet appareil restent affichées. Le reste s'affichera, et vos
          modifications pourront être enregistrées, dès le retour du réseau.
        </p>
      </div>
    </div>
  );
}
