import { useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Toaster } from "~/components/ui/toaster";
import { replayEarlyInteractions } from "~/lib/early-interactions";
import { IslandProviders } from "./providers";

let toaster: HTMLElement | undefined;

/** One toaster for the whole page, mounted with the first island (forms acknowledge through toasts). */
function mountToaster() {
  if (toaster) return;
  toaster = document.createElement("div");
  document.body.append(toaster);
  createRoot(toaster).render(<Toaster />);
}

/** Its effect runs after every effect of the island's first render: the island is interactive from then on. */
function WhenHydrated({ onHydrated, children }: { onHydrated: () => void; children: React.ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates one island marker with its component (the one the registry names for it), in the providers it was
 * rendered in, then replays what was typed or tapped inside it before (docs/decisions/0720, 0800). Resolves once it
 * is interactive.
 */
export async function hydrateIsland(
  marker: HTMLElement,
  Component: React.ComponentType<Record<string, unknown>>,
): Promise<void> {
  // Each island's props are whatever its marker carries: the registry's components take any plain props.
  const props = marker.dataset.islandProps ? (JSON.parse(marker.dataset.islandProps) as Record<string, unknown>) : {};
  mountToaster();
  await new Promise<void>((resolve) => {
    const onHydrated = () => {
      marker.setAttribute("data-island-hydrated", "");
      void replayEarlyInteractions(window, marker).then(resolve, resolve);
    };
    hydrateRoot(
      marker,
      <WhenHydrated onHydrated={onHydrated}>
        <IslandProviders location={{ pathname: window.location.pathname, search: window.location.search }}>
          <Component {...props} />
        </IslandProviders>
      </WhenHydrated>,
      { identifierPrefix: marker.dataset.islandPrefix },
    );
  });
}
