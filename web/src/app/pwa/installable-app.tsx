import { useEffect } from "react";
import { registerServiceWorker } from "./register";
import { THEME_COLOR } from "./web-manifest";

/**
 * The installable app's head and worker (decision 1018), rendered by the signed-in space and the attendance page:
 * React places the manifest link and the theme colour in the document's head.
 */
export function InstallableApp() {
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  return (
    <>
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="apple-touch-icon" href="/icons/icon-192.png" />
    </>
  );
}
