import { readRepoFile } from '../core/repo-file';

/** Generated avatars: a coloured disc with a simple face, different per id, no external files. */
const PALETTE = [
  '#f5a623',
  '#4a90e2',
  '#50e3c2',
  '#e94e77',
  '#9013fe',
  '#7ed321',
  '#f8e71c',
  '#00a6a6',
  '#ff7f50',
  '#6a5acd',
  '#2e8b57',
  '#d2691e',
];

export function avatarSvg(id: number): string {
  const colour = PALETTE[(id - 1) % PALETTE.length] ?? '#4a90e2';
  const eyeY = 40 + (id % 3) * 2;
  const smile = 62 + (id % 4) * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="Avatar ${id}">
<circle cx="60" cy="60" r="60" fill="${colour}"/>
<circle cx="60" cy="52" r="30" fill="#fff" opacity="0.9"/>
<circle cx="49" cy="${eyeY + 8}" r="4" fill="#333"/><circle cx="71" cy="${eyeY + 8}" r="4" fill="#333"/>
<path d="M46 ${smile} Q60 ${smile + 10} 74 ${smile}" stroke="#333" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M20 112 Q60 78 100 112" fill="#fff" opacity="0.9"/>
</svg>`;
}

/**
 * The brand's mark, one file for both sides: the web app shows web/public/brand/mark.svg (header,
 * favicon), and the logo that system/config hands out is the same mark beside the word mark. The
 * mock lays the word mark out in both languages (Chinese name over the English one), since an image
 * URL carries no language.
 */
const BRAND_MARK_SVG = readRepoFile('web/public/brand/mark.svg').trim();

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="星港娱乐 Star Harbour">
${BRAND_MARK_SVG}
<text x="76" y="32" font-family="'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif" font-size="24" font-weight="700" fill="#0b3d91">星港娱乐</text>
<text x="77" y="52" font-family="sans-serif" font-size="13" font-weight="600" letter-spacing="2.2" fill="#b07800">STAR HARBOUR</text>
</svg>`;
