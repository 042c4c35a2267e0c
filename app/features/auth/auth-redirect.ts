/**
 * Where to go after signing in: `p` when it is a path on this site (one leading slash, no
 * backslash or control characters), else the home page. Anything else could be an open redirect.
 */
export function safeReturnPath(p: string | null | undefined): string {
  if (!p || p.length > 2048 || !p.startsWith('/') || p.startsWith('//') || p.includes('\\')) return '/';
  if (hasControlCharacter(p)) return '/';
  if (p === '/signin' || p.startsWith('/signin?') || p.startsWith('/passwordrecovery')) return '/';
  try {
    const url = new URL(p, 'https://ironyard.invalid');
    return url.origin === 'https://ironyard.invalid' ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}

function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}
