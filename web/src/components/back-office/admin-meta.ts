import { site } from "~/config/site";

/** Back-office screens: a French title, and never indexed. */
export function adminMeta(title: string, description: string) {
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
