/** Pip positions on a 3×3 grid (0–8, row by row) for each face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** One die drawn with pips (font dice glyphs ⚀–⚅ render unevenly across phones). Decorative: the caller names it. */
export function DiceFace({ value }: { value: number }) {
  return (
    <svg className="lottery-die" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="28" height="28" rx="6" />
      {(PIPS[value] ?? []).map((cell) => (
        <circle key={cell} cx={7 + (cell % 3) * 8} cy={7 + Math.floor(cell / 3) * 8} r="2.6" />
      ))}
    </svg>
  );
}
