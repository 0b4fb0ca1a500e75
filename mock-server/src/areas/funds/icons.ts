/**
 * Generated SVG for the wallet area (bank logos, deposit channel and withdrawal method icons, USDT),
 * served under /assets/wallet/ by control/wallet-routes.ts: nothing comes from the internet.
 */
const PALETTE = ['#c62828', '#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#ad1457', '#4e342e', '#283593', '#f9a825'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A coloured disc with up to four letters; the colour follows the text so each logo differs. */
export function badgeSvg(text: string, label: string): string {
  const colour = PALETTE[[...text].reduce((sum, c) => sum + c.charCodeAt(0), 0) % PALETTE.length] ?? '#1565c0';
  const letters = escapeXml(text.slice(0, 4));
  const size = letters.length <= 2 ? 30 : letters.length === 3 ? 24 : 19;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">
<circle cx="48" cy="48" r="48" fill="${colour}"/>
<text x="48" y="${48 + size / 3}" text-anchor="middle" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff">${letters}</text>
</svg>`;
}

export const walletIconUrl = (kind: 'banks' | 'channels' | 'methods' | 'currencies', name: string) => `/assets/wallet/${kind}/${name}.svg`;
