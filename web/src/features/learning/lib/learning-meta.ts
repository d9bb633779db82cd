import { site } from "~/config/site";

/** A private page of the learning space: never indexed. */
export function learningMeta(title: string, description: string) {
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
