import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/glossary.md names one code word per concept. This reads every tracked file (names and contents) outside the
 * places that keep history as it was written — migrations already applied, decision records, bench results — and
 * reports each word the glossary replaced.
 */
const root = path.resolve(import.meta.dirname, "../..");
const HISTORY =
  /^(supabase\/migrations\/|docs\/decisions\/|bench\/results\/)|^docs\/glossary\.md$|^tests\/docs\/glossary\.test\.ts$|package-lock\.json$/;
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|pdf|woff2?)$/;

/**
 * Each replaced word, and the names that keep it (matched on the whole name): those the database already has, and
 * schema.org's vocabulary, which search engines read as written (web/src/lib/seo/formation.ts).
 */
const REPLACED = [
  {
    word: "course (say formation)",
    pattern: /course/gi,
    kept: /^(\w*CourseSessions?|course_sessions\w*|enrollments_one_active_per_course|\d+_one_enrolment_per_course|Course|CourseInstance|hasCourseInstance|courseMode|courseWorkload)$/,
  },
  {
    word: "enrolment (say enrollment)",
    pattern: /enrolment/gi,
    kept: /^(too_many_enrolment_changes|(function_)?take_enrolment_change|enrolment_changes_per_hour|\d+_one_enrolment_per_course)$/,
  },
  { word: "inquiry (say enquiry)", pattern: /inquir/gi, kept: /^$/ },
];

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && !HISTORY.test(file) && !BINARY.test(file));

/** The whole name a match stands in: the letters, digits and underscores on both sides. */
function nameAround(text: string, index: number, length: number): string {
  let start = index;
  let end = index + length;
  while (start > 0 && /\w/.test(text[start - 1]!)) start--;
  while (end < text.length && /\w/.test(text[end]!)) end++;
  return text.slice(start, end);
}

function offences(where: string, text: string): string[] {
  return REPLACED.flatMap(({ word, pattern, kept }) =>
    [...text.matchAll(pattern)]
      .map((match) => nameAround(text, match.index, match[0].length))
      .filter((name) => !kept.test(name))
      .map((name) => `${where}: ${name} — ${word}`),
  );
}

describe("the glossary's one word per concept", () => {
  it("no file or folder is named with a replaced word", () => {
    expect(files.flatMap((file) => offences("path", file))).toEqual([]);
  });

  it("no tracked file's text uses a replaced word, outside the database names that keep it", () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return offences(file, text);
    });
    expect(found).toEqual([]);
  });
});
