import { site } from "~/config/site";

/** Signed-in screens: a French title, and kept out of search engines. */
export function signedInMeta(title: string, description: string) {
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
