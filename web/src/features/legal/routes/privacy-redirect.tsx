import { Link, redirect } from "react-router";
import { site } from "~/config/site";
import { paths } from "~/lib/paths";

/**
 * /politique-confidentialite (footer link) is an alias of /confidentialite. In the browser the clientLoader
 * redirects before anything renders; the static HTML, if prerendered, carries a meta refresh, the canonical
 * URL and a plain link, so it also works without JavaScript.
 */
export function clientLoader() {
  return redirect(paths.privacy());
}
clientLoader.hydrate = true as const;

export function meta() {
  return [
    { title: `Politique de confidentialité | ${site.fullName}` },
    { name: "robots", content: "noindex" },
    { httpEquiv: "refresh", content: `0; url=${paths.privacy()}` },
    { tagName: "link", rel: "canonical", href: `${site.url}${paths.privacy()}` },
  ];
}

export function HydrateFallback() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <p>
        Cette page a été déplacée : consultez notre{" "}
        <Link to={paths.privacy()} className="font-semibold text-primary underline">
          politique de confidentialité
        </Link>
        .
      </p>
    </div>
  );
}

export default function PrivacyRedirect() {
  return <HydrateFallback />;
}
