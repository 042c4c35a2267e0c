/**
 * The path part of `value` when it names a page of this site, else null. Only a single leading
 * slash passes: `//evil.example`, `/\evil.example` and full URLs are open redirects.
 */
export function safeLocalPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Browsers drop tabs and newlines inside URLs, which can turn "/\t/evil" into "//evil".
  if (hasControlCharacter(value)) return null;
  try {
    const base = new URL(origin);
    const url = new URL(value, base);
    if (url.origin !== base.origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}
