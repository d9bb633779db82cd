import type { IncomingMessage } from "node:http";
import { S3Error } from "./s3-request";

// The service's answers: success or the error code of its XML, and text escaped into and out of XML.

export const xmlEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function readText(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response) {
    // An answer (not an object) is small: past 16 MB it is not read further.
    if (length < 16 * 2 ** 20) chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function expectOk(response: IncomingMessage, what: string) {
  if (response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300) {
    response.resume();
    return;
  }
  const text = await readText(response);
  const code = errorCode(text);
  throw new S3Error(`${what}: ${code ?? `HTTP ${response.statusCode}`}`, response.statusCode ?? 0, code);
}

export const errorCode = (xml: string) => {
  const code = /<Code>([\s\S]*?)<\/Code>/.exec(xml)?.[1];
  return code === undefined ? undefined : xmlText(code);
};

export const xmlText = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, "&");
