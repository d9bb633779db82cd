import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * One address and one name per thing (issue 49 item 5, decision 1106): no module only forwards another's exports, no
 * export gives a second name to something that already has one, no code identifier is French (the words on screen
 * are), and no two modules import each other, directly or round a longer circle.
 */
const root = path.resolve(import.meta.dirname, "../..");

const SOURCE = /\.(ts|tsx|mts)$/;
const NOT_CODE = /\.test\.tsx?$|^(tests|e2e|bench)\/|^web\/src\/test\/|\.d\.ts$|^common\/database\.types\.ts$/;

function tracked(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => SOURCE.test(file) && !NOT_CODE.test(file) && existsSync(path.join(root, file)));
}

/**
 * A feature's public entries are the one place forwarding is the point: the boundary other features import through
 * (eslint.config.js, decision 0920). The same list as the lint rule: `index.ts`, `schema.ts`, `admin.ts`, `payment/`.
 */
const PUBLIC_ENTRY = /^web\/src\/features\/[^/]+\/(index|schema|admin|payment\/index)\.ts$/;

function parse(file: string, text = readFileSync(path.join(root, file), "utf8")): ts.SourceFile {
  return ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Every statement re-exports from another module (`export … from`, or `import` then `export { those names }`). */
export function onlyForwards(source: ts.SourceFile): boolean {
  const imported = new Set<string>();
  let forwards = false;
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      forwards = true;
      continue;
    }
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) imported.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) imported.add(e.name.text);
      if (bindings && ts.isNamespaceImport(bindings)) imported.add(bindings.name.text);
      continue;
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause) &&
      statement.exportClause.elements.every((e) => imported.has((e.propertyName ?? e.name).text))
    ) {
      forwards = true;
      continue;
    }
    return false;
  }
  return forwards;
}

/** Exports that only rename something named elsewhere: `export { a as b }`, `export const b = a`, `export type B = A`, and a function that passes its arguments straight to another. */
export function secondNames(source: ts.SourceFile): string[] {
  const defaultImports = new Set<string>();
  for (const statement of source.statements)
    if (ts.isImportDeclaration(statement) && statement.importClause?.name)
      defaultImports.add(statement.importClause.name.text); // `import script from "./x.js?raw"` names a file, not a binding
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      for (const e of statement.exportClause.elements)
        if (e.propertyName && e.propertyName.text !== e.name.text && e.propertyName.text !== "default")
          found.push(`${e.propertyName.text} as ${e.name.text}`);
    if (ts.isVariableStatement(statement) && exported(statement))
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (!value || !ts.isIdentifier(value) || !ts.isIdentifier(declaration.name)) continue;
        // `export const handle = islandPage`: React Router reads a route module's `handle` by that name.
        if (declaration.name.text === "handle" || defaultImports.has(value.text)) continue;
        found.push(`${declaration.name.text} = ${value.text}`);
      }
    if (
      ts.isTypeAliasDeclaration(statement) &&
      exported(statement) &&
      !statement.typeParameters &&
      ts.isTypeReferenceNode(statement.type) &&
      !statement.type.typeArguments &&
      ts.isIdentifier(statement.type.typeName)
    )
      found.push(`type ${statement.name.text} = ${statement.type.typeName.text}`);
    if (ts.isFunctionDeclaration(statement) && exported(statement) && statement.name && statement.body) {
      const [only] = statement.body.statements;
      const call =
        statement.body.statements.length === 1 && only && ts.isReturnStatement(only) ? only.expression : undefined;
      if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) continue;
      const parameters = statement.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : "?"));
      const passed = call.arguments.map((a) => (ts.isIdentifier(a) ? a.text : "!"));
      if (parameters.length > 0 && parameters.join() === passed.join())
        found.push(`${statement.name.text}(…) = ${call.expression.text}(…)`);
    }
  }
  return found;
}

/**
 * French words that stood for code names (now `place`, `totalSeats`, `seatsLeft`, `title`, `deliverables`…). Words the
 * database, the URLs or schema.org spell in French (`statut=` filters, `/certificats/verifier/:numero`, the `carte`
 * payment channel) are data, not names, and stay as they are stored.
 */
const FRENCH_WORDS = new Set(
  "lieu lieux places restantes restants total titre livrable livrables ville formateur apprenant seance emargement facture montant echeance horaire salle tarif prenom adresse courriel libelle".split(
    " ",
  ),
);
const FRENCH_NAME_ALLOWED = new Set(["places", "total"]); // English words too, when alone in a name

export function frenchIdentifiers(source: ts.SourceFile): string[] {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      const words = node.text.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g) ?? [];
      const lower = words.map((w) => w.toLowerCase());
      const french = lower.filter((w) => FRENCH_WORDS.has(w));
      // `placesTotal`, `placesRestantes`: "places" or "total" count when a French word sits beside them.
      if (french.some((w) => !FRENCH_NAME_ALLOWED.has(w)) || (french.length >= 2 && french.length === lower.length))
        names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...names];
}

const ALIASES: Record<string, string> = { "~": "web/src", "@common": "common" };

/** The repository file a static import names, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  const [prefix] = specifier.split("/");
  let base: string;
  if (prefix && prefix in ALIASES) base = path.posix.join(ALIASES[prefix]!, specifier.slice(prefix.length + 1));
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  base = base.replace(/\?.*$/, "");
  for (const candidate of [base, base.replace(/\.js$/, ".ts"), `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/** Static imports and re-exports, type-only ones included (they tie the two files as much for a reader). */
function importsOf(file: string, source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) => {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    const target = specifier ? resolve(file, specifier) : null;
    return target ? [target] : [];
  });
}

/** Each circle once, as the files in import order starting from the smallest name (Tarjan's strongly connected parts). */
export function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) connect(node);
  return found;
}

describe("one address and one name per thing", () => {
  const files = tracked();
  const sources = new Map(files.map((file) => [file, parse(file)]));

  it("no module only forwards another's exports (a feature's public entries aside)", () => {
    const forwarding = files.filter((file) => !PUBLIC_ENTRY.test(file) && onlyForwards(sources.get(file)!));
    expect(forwarding).toEqual([]);
  });

  it("no export gives a second name to something that has one", () => {
    const renamed = files.flatMap((file) => secondNames(sources.get(file)!).map((name) => `${file}: ${name}`));
    expect(renamed).toEqual([]);
  });

  it("no code identifier is a French word (the texts on screen are French; the stored names stay as stored)", () => {
    const french = files.flatMap((file) => frenchIdentifiers(sources.get(file)!).map((name) => `${file}: ${name}`));
    expect(french).toEqual([]);
  });

  it("no two modules of the front end, the server, the Edge Functions or common/ import each other, directly or round a circle", () => {
    const graph = new Map(
      files
        .filter((file) => /^(web\/src|server\/src|supabase\/functions|common)\//.test(file))
        .map((file) => [file, importsOf(file, sources.get(file)!)]),
    );
    expect(circles(graph)).toEqual([]);
  });

  it("each check can fail", () => {
    const source = (text: string, file = "x.ts") => parse(file, text);
    expect(onlyForwards(source('export { a } from "./a";\nexport * from "./b";'))).toBe(true);
    expect(onlyForwards(source('import { a } from "./a";\nexport { a };'))).toBe(true);
    expect(onlyForwards(source('import { a } from "./a";\nexport const b = a + 1;'))).toBe(false);
    expect(secondNames(source('export { formatMoney as formatAmount } from "./f";'))).toEqual([
      "formatMoney as formatAmount",
    ]);
    expect(secondNames(source('import { A } from "./a";\nexport const B = A;\nexport type C = D;'))).toEqual([
      "B = A",
      "type C = D",
    ]);
    expect(secondNames(source("export function f(a: number, b: string) { return g(a, b); }"))).toEqual(["f(…) = g(…)"]);
    expect(secondNames(source('import script from "./s.js?raw";\nexport const SCRIPT = script;'))).toEqual([]);
    expect(
      frenchIdentifiers(source("const s = { lieu: 1, placesRestantes: 2, placesTotal: 3, places: 4, total: 5 };")),
    ).toEqual(["lieu", "placesRestantes", "placesTotal"]);
    expect(frenchIdentifiers(source('const label = "le lieu de la formation";'))).toEqual([]);
    expect(
      circles(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", ["a"]],
          ["d", ["a"]],
        ]),
      ),
    ).toEqual([["a", "b", "c"]]);
  });
});
