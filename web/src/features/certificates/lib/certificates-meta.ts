import { site } from "~/config/site";

/** Signed-in certificate screens: a French title, and kept out of search engines. */
export function privateMeta(title: string, description: string) {
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
