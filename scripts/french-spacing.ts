/**
 * French spacing in the interface's own text (issue 48 item 5, decision 1140): no ordinary space before « : ; ! ? »
 * nor inside « ». The rules are `frenchSpacing`'s (common/format.ts, decision 1049): a no-break space (U+00A0) before
 * « : » and inside « », a narrow no-break space (U+202F) before « ; ! ? »; a no-break space already there is kept.
 *
 * Only text is read, found with the TypeScript parser: string literals, the parts of template literals and JSX text
 * (and a `{" "}` that prettier put between a « and what follows). Code (`a ? b : c`), URLs, CSS (`!important`,
 * `:hover`) and regular expressions are never text; a string is text when it holds a word (two letters or more),
 * JSX text and a template with values (`${label} : ${value}`) always are. Written characters, not escapes, so JSX text stays JSX text.
 *
 * `npx tsx scripts/french-spacing.ts` rewrites the files; `--check` only lists what it would change. The test beside
 * this file runs the same search over web/src and fails on any finding.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { NBSP, NNBSP } from "../common/format";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Files whose text is not the interface's to respace here: the demo formations are also the seed migration generated
 * from them (scripts/seed-sql.ts, checked by its test), so their text changes with a migration, not in this file.
 */
export const LEFT_AS_WRITTEN = ["web/src/content/formations.ts"];

/** One replacement in a file's source: [start, end) becomes `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
  line: number;
}

// Plain white space only: `\s` would match the no-break spaces this puts in.
const SPACE = "[ \\t\\r\\n]";
/** A mark is punctuation when no letter, digit or `_` follows it (not `!important`, `:hover`, `?page=2`). */
const BEFORE_MARK = new RegExp(`${SPACE}+([:;!?])(?![\\p{L}\\p{N}_])`, "gu");
const AFTER_OPENING = new RegExp(`«${SPACE}+`, "g");
const BEFORE_CLOSING = new RegExp(`${SPACE}+»`, "g");
const WORD = /\p{L}{2,}/u;

/** The raw source of a piece of text with French spacing (the raw text: escapes are kept as written). */
export function spaced(raw: string): string {
  return raw
    .replace(BEFORE_MARK, (_spaces, mark: string) => `${mark === ":" ? NBSP : NNBSP}${mark}`)
    .replace(AFTER_OPENING, () => `«${NBSP}`)
    .replace(BEFORE_CLOSING, () => `${NBSP}»`);
}

type TextPart = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode;

/** Whether a string literal or template literal is written to a person, not code, a key or a pattern. */
function isText(node: ts.Node, cooked: string): boolean {
  if (!WORD.test(cooked)) return false;
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent))
    return false;
  if (ts.isImportTypeNode(parent.parent)) return false;
  if (ts.isNewExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === "RegExp")
    return false;
  return true;
}

/** The edits that give one file's text French spacing. */
export function frenchSpacingEdits(fileName: string, source: string): Edit[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits: Edit[] = [];
  const respace = (start: number, end: number) => {
    const raw = source.slice(start, end);
    const text = spaced(raw);
    if (text !== raw) edits.push({ start, end, text, line: file.getLineAndCharacterOfPosition(start).line + 1 });
  };
  // The raw text between the delimiters of a literal or template part: `"…"`, `` `… `` … `${`, `}…${`, `}…` ``.
  const inner = (node: TextPart) => {
    const closesWithOne =
      ts.isTemplateTail(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node);
    respace(node.getStart(file) + 1, node.getEnd() - (closesWithOne ? 1 : 2));
  };
  const visit = (node: ts.Node) => {
    if (keptAsWritten(node, source)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isText(node, node.text)) inner(node);
    } else if (ts.isTemplateExpression(node)) {
      // A template with values builds a sentence even when its own parts hold no word (`${label} : ${value}`).
      if (isText(node, "template"))
        for (const part of [node.head, ...node.templateSpans.map((s) => s.literal)]) inner(part);
    } else if (ts.isJsxText(node)) {
      if (!node.containsOnlyTriviaWhiteSpaces) respaceJsxText(node);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteral(node.expression)) {
      spaceBetweenJsxChildren(node, node.expression);
    }
    ts.forEachChild(node, visit);
  };
  // A JSX text has no trivia: it starts at `pos` (getStart would skip its leading spaces). A line break next to a
  // `{" "}` renders as nothing, so the space that sits there is the `{" "}`'s, respaced on its own.
  const respaceJsxText = (node: ts.JsxText) => {
    const siblings = jsxSiblings(node);
    const index = siblings.indexOf(node);
    const lead = isSpaceExpression(siblings[index - 1]) ? (/^[ \t]*\n[ \t\r\n]*/.exec(node.text)?.[0].length ?? 0) : 0;
    const trail = isSpaceExpression(siblings[index + 1]) ? (/\n[ \t\r\n]*$/.exec(node.text)?.[0].length ?? 0) : 0;
    respace(node.pos + lead, node.getEnd() - trail);
  };
  // `«{" "}` then a line break, or `{" "}` before a line starting with « : » (what prettier writes when it wraps).
  const spaceBetweenJsxChildren = (node: ts.JsxExpression, literal: ts.StringLiteral) => {
    if (!isSpaceExpression(node)) return;
    const siblings = jsxSiblings(node);
    const index = siblings.indexOf(node);
    const before = siblings[index - 1];
    const after = siblings[index + 1];
    const opens = before && ts.isJsxText(before) && /«[ \t\r\n]*$/.test(before.text);
    const mark = after && ts.isJsxText(after) ? /^[ \t\r\n]*([:;!?»])/.exec(after.text)?.[1] : undefined;
    if (!opens && !mark) return;
    const space = mark && mark !== ":" && mark !== "»" ? NNBSP : NBSP;
    if (!/[ \t]/.test(literal.text)) return;
    edits.push({
      start: literal.getStart(file) + 1,
      end: literal.getEnd() - 1,
      text: space,
      line: file.getLineAndCharacterOfPosition(literal.getStart(file)).line + 1,
    });
  };
  visit(file);
  return edits;
}

/**
 * A statement whose comment says `french-spacing: as written` (with the reason): a text that must stay the same as a
 * copy elsewhere, such as a default the database writes too, changed together with it in a migration.
 */
function keptAsWritten(node: ts.Node, source: string): boolean {
  if (!ts.isStatement(node)) return false;
  return (ts.getLeadingCommentRanges(source, node.pos) ?? []).some((range) =>
    source.slice(range.pos, range.end).includes("french-spacing: as written"),
  );
}

/** The children of the element around a JSX child (none for an attribute's `{…}`). */
function jsxSiblings(node: ts.Node): readonly ts.Node[] {
  const parent = node.parent;
  return ts.isJsxElement(parent) || ts.isJsxFragment(parent) ? parent.children : [];
}

/** `{" "}`: the space prettier writes where a line of JSX text breaks next to an element. */
function isSpaceExpression(node: ts.Node | undefined): boolean {
  return (
    node !== undefined &&
    ts.isJsxExpression(node) &&
    node.expression !== undefined &&
    ts.isStringLiteral(node.expression) &&
    /^[ \t\u00a0\u202f]+$/.test(node.expression.text)
  );
}

/** The file's source with the edits made. */
export function applyEdits(source: string, edits: Edit[]): string {
  let result = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** The interface's source files: web/src's TypeScript, without tests and without the files left as written. */
export function interfaceFiles(): string[] {
  return execFileSync("git", ["ls-files", "web/src"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.startsWith("web/src/test/"))
    .filter((file) => !LEFT_AS_WRITTEN.includes(file));
}

/** Every place in the interface's text that still has an ordinary space, as « file:line: text ». */
export function frenchSpacingFindings(files = interfaceFiles()): string[] {
  return files.flatMap((file) => {
    const source = readFileSync(path.join(ROOT, file), "utf8");
    return frenchSpacingEdits(file, source).map(
      (edit) => `${file}:${edit.line}: ${source.slice(edit.start, edit.end).trim().slice(0, 100)}`,
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  let count = 0;
  for (const file of interfaceFiles()) {
    const source = readFileSync(path.join(ROOT, file), "utf8");
    const edits = frenchSpacingEdits(file, source);
    if (edits.length === 0) continue;
    count += edits.length;
    if (check) for (const edit of edits) console.log(`${file}:${edit.line}: ${source.slice(edit.start, edit.end)}`);
    else writeFileSync(path.join(ROOT, file), applyEdits(source, edits));
  }
  console.log(`${count} piece(s) of text ${check ? "to respace" : "respaced"}`);
}
