import { site } from "~/config/site";

/** Trainer screens: a French title, and kept out of search engines. */
export function trainerMeta(title: string, description: string) {
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
