/**
 * Object names as Supabase Storage accepts them (its isValidKey): ASCII letters, digits, and ! - . * ' ( ) space
 * & $ @ = ; : + , ? _ /. No `..` or empty segment, so a name can never step out of its bucket. Files are kept on disk
 * under the object's id, never under its name.
 */
const VALID_KEY = /^[\w!\-.*'() &$@=;:+,?/]+$/;
const MAX_KEY_LENGTH = 1024;

export function isValidObjectName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_KEY_LENGTH || !VALID_KEY.test(name)) return false;
  return name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

export function isValidBucketId(id: string): boolean {
  return /^[a-z0-9][a-z0-9_-]{0,62}$/.test(id);
}
