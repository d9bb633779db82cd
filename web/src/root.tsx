import faviconUrl from "~/components/layout/favicon.svg?no-inline";
import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import { SpaceShellSkeleton } from "~/components/back-office/space-shell-skeleton";
import type { Route } from "./+types/root";
import { AppProviders } from "~/app/providers";
import { EARLY_INTERACTIONS_SCRIPT, replayEarlyInteractions } from "~/lib/early-interactions";
import { ISLAND_ASSETS_SCRIPT } from "~/lib/islands/island-assets";
import { useIslandPage } from "~/lib/islands/island-page";
import { THEME_BOOTSTRAP_SCRIPT, watchSystemTheme } from "~/lib/theme";
import "./app.css";

/**
 * The one inline script of every page, allowed by its hash in the CSP: it applies the dark class before first paint
 * (no flash), holds taps and submissions made before the page is interactive for replay (docs/decisions/0720), and
 * on an island page, requests the full stylesheet and the island runtime once the page has painted (0937).
 */
const HEAD_SCRIPT = [THEME_BOOTSTRAP_SCRIPT, EARLY_INTERACTIONS_SCRIPT, ISLAND_ASSETS_SCRIPT].join(";\n");

export const links: Route.LinksFunction = () => [{ rel: "icon", href: faviconUrl, type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  // An island page is never hydrated whole: no React Router scripts; the build adds the island runtime
  // (docs/decisions/0800).
  const islandPage = useIslandPage();
  return (
    <html lang="fr" suppressHydrationWarning data-island-page={islandPage ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3a6e" />
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground">
        {children}
        {!islandPage && <ScrollRestoration />}
        {!islandPage && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets end-to-end tests wait until prerendered markup has become interactive.
    document.documentElement.dataset.hydrated = "true";
    // In the same task: the fields get their typed values back before any new event can reach a form.
    void replayEarlyInteractions();
    return watchSystemTheme();
  }, []);
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

/** Pages not prerendered (the signed-in space) paint their shell and skeletons before the app starts. */
export function HydrateFallback() {
  return <SpaceShellSkeleton label="Chargement…" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page non trouvée" : "Une erreur est survenue";
  const message = notFound
    ? "La page que vous cherchez n'existe pas ou a été déplacée."
    : "Nous n'avons pas pu afficher cette page. Veuillez réessayer dans un instant.";
  return (
    <main id="contenu" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-8">
      <h1 className="text-3xl font-bold text-primary">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <p>
        <a href="/" className="font-semibold text-primary underline underline-offset-4">
          Retour à l'accueil
        </a>
      </p>
    </main>
  );
}
