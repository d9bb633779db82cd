/**
 * React Router's default client entry, but hydration starts once the router exists (docs/decisions/1080). On its
 * first render `HydratedRouter` creates the router and, until the page's route data has been decoded, throws that
 * promise for a Suspense boundary to wait on. React's root waits on it; Preact's root (the client build runs on Preact)
 * has no boundary above the document. So the router is created first, outside a render: calling the component
 * creates it (or throws the decoding promise, awaited here), and the rest of the call, which needs a render, is dropped.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

async function routerCreated() {
  for (;;) {
    try {
      (HydratedRouter as (props: object) => unknown)({});
      return;
    } catch (thrown) {
      if (!(thrown instanceof Promise)) return;
      await thrown.then(undefined, () => undefined);
    }
  }
}

void routerCreated().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
