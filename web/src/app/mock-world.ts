/**
 * The mock world this browser joined by opening `/h5/?world=NAME` (the mock server's `mock_world` cookie), or null.
 * A real platform never sets it; on the mock it tells a QA engineer or a demo which world the tab is in.
 */
export function joinedMockWorld(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === 'mock_world' && value) return value;
  }
  return null;
}
