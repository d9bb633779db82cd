import { unzipSync } from "fflate";

/** The limits on a SCORM package (decision 1025): what a short e-learning module needs, and no ZIP bomb. */
export const SCORM_LIMITS = {
  /** The zip as uploaded. */
  maxPackageBytes: 100 * 1024 * 1024,
  /** All its files once inflated, as the archive declares them (checked before inflating anything). */
  maxUnpackedBytes: 300 * 1024 * 1024,
  maxEntries: 2000,
  maxPathLength: 200,
} as const;

export type ScormPackage = { launch: string; title: string | null; files: Map<string, Uint8Array> } | { refused: string };

/**
 * A path inside the package that is safe to store under the lesson's folder: relative, in forward slashes, no « . »
 * or « .. » segment, no control character; null otherwise (the whole package is then refused).
 */
export function safeEntryPath(name: string): string | null {
  if (name.length === 0 || name.length > SCORM_LIMITS.maxPathLength) return null;
  const control = [...name].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
  if (name.startsWith("/") || name.includes("\\") || control || /^[A-Za-z]:/.test(name))
    return null;
  const segments = name.split("/");
  if (segments.some((segment, i) => segment === "." || segment === ".." || (segment === "" && i < segments.length - 1)))
    return null;
  return name;
}

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, "i").exec(tag);
  return match ? (match[2] ?? match[3] ?? "") : null;
};

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * The launch page of a SCORM 1.2 manifest: the resource the default organisation's first item points at (its
 * `identifierref`), else the first SCO resource with an `href`; and the organisation's title. Null when none.
 */
export function manifestLaunch(xml: string): { href: string; title: string | null } | null {
  const organizations = /<(?:\w+:)?organizations\b[^>]*>/i.exec(xml);
  const defaultOrganization = organizations ? attribute(organizations[0], "default") : null;
  const organizationTags = [...xml.matchAll(/<(?:\w+:)?organization\b[^>]*>([\s\S]*?)<\/(?:\w+:)?organization>/gi)];
  const organization =
    organizationTags.find((match) => attribute(match[0].slice(0, match[0].indexOf(">") + 1), "identifier") === defaultOrganization) ??
    organizationTags[0];
  const titleMatch = organization ? /<(?:\w+:)?title\b[^>]*>([\s\S]*?)<\/(?:\w+:)?title>/i.exec(organization[1]) : null;
  const title = titleMatch ? decodeXml(titleMatch[1]!.trim()).slice(0, 200) || null : null;
  const resources = [...xml.matchAll(/<(?:\w+:)?resource\b[^>]*>/gi)].map((match) => match[0]);
  const itemRef = organization
    ? [...organization[1]!.matchAll(/<(?:\w+:)?item\b[^>]*>/gi)]
        .map((match) => attribute(match[0], "identifierref"))
        .find((ref) => ref)
    : undefined;
  const byRef = itemRef ? resources.find((tag) => attribute(tag, "identifier") === itemRef && attribute(tag, "href")) : undefined;
  const sco = resources.find((tag) => /^sco$/i.test(attribute(tag, "adlcp:scormtype") ?? attribute(tag, "scormtype") ?? "") && attribute(tag, "href"));
  const chosen = byRef ?? sco ?? resources.find((tag) => attribute(tag, "href"));
  const href = chosen ? decodeXml(attribute(chosen, "href")!.trim()) : "";
  return href ? { href, title } : null;
}

/**
 * A SCORM 1.2 package read from its zip, or why it is refused (in French): too large, too many entries, an unsafe
 * path, no imsmanifest.xml at its root, no launch page or a launch page the package does not hold. Sizes are checked
 * on what the archive declares before anything is inflated, then on what was inflated.
 */
export function readScormPackage(
  bytes: Uint8Array,
  limits: Record<keyof typeof SCORM_LIMITS, number> = SCORM_LIMITS,
): ScormPackage {
  if (bytes.byteLength > limits.maxPackageBytes)
    return { refused: `Le paquet SCORM dépasse ${Math.round(limits.maxPackageBytes / 1024 / 1024)} Mo.` };
  if (bytes.byteLength < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b)
    return { refused: "Le paquet SCORM doit être une archive zip." };
  let entries = 0;
  let declared = 0;
  let unsafe: string | null = null;
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        declared += file.originalSize;
        if (file.name.endsWith("/")) return false;
        if (safeEntryPath(file.name) === null) unsafe ??= file.name;
        return entries <= limits.maxEntries && declared <= limits.maxUnpackedBytes && unsafe === null;
      },
    });
  } catch {
    return { refused: "L'archive zip du paquet SCORM est illisible." };
  }
  if (unsafe !== null) return { refused: "Le paquet SCORM contient un chemin refusé (absolu ou remontant d'un dossier)." };
  if (entries > limits.maxEntries) return { refused: `Le paquet SCORM contient plus de ${limits.maxEntries} fichiers.` };
  const files = new Map<string, Uint8Array>();
  let inflated = 0;
  for (const [name, content] of Object.entries(unzipped)) {
    inflated += content.byteLength;
    files.set(name, content);
  }
  if (declared > limits.maxUnpackedBytes || inflated > limits.maxUnpackedBytes)
    return { refused: `Le paquet SCORM décompressé dépasse ${Math.round(limits.maxUnpackedBytes / 1024 / 1024)} Mo.` };
  const manifest = files.get("imsmanifest.xml");
  if (!manifest) return { refused: "Le paquet SCORM n'a pas de fichier imsmanifest.xml à sa racine." };
  const launch = manifestLaunch(new TextDecoder().decode(manifest));
  if (!launch) return { refused: "Le manifeste du paquet SCORM ne désigne aucune page de lancement." };
  const launchFile = launch.href.split(/[?#]/)[0]!;
  if (safeEntryPath(launch.href) === null || !files.has(launchFile))
    return { refused: "La page de lancement du paquet SCORM est absente de l'archive." };
  return { launch: launch.href, title: launch.title, files };
}

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  htm: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json",
  xml: "application/xml",
  xsd: "application/xml",
  txt: "text/plain; charset=utf-8",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  webp: "image/webp",
  mp3: "audio/mpeg",
  mp4: "video/mp4",
  webm: "video/webm",
  woff: "font/woff",
  woff2: "font/woff2",
  pdf: "application/pdf",
};

/** The Content-Type a package's file is stored and served with, by its extension. */
export function scormContentType(path: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
  return TYPES[extension] ?? "application/octet-stream";
}

/** The folder of a SCORM lesson's files in the bucket learning-files. */
export const scormFolder = (formationId: number, lessonId: number) => `${formationId}/scorm/${lessonId}`;
