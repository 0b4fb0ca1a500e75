import type { ReactNode, SVGProps } from 'react';

/**
 * The shell's icons as small outline SVGs (about 200 bytes each; antd-mobile-icons' versions are
 * ~2.7 kB each and the tab bar alone carried 15.8 kB of them on every first screen). 1em square in
 * the current colour, like antd-mobile-icons, so they drop into the same places.
 */
function icon(paths: ReactNode) {
  return function Icon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const HomeIcon = icon(<path d="M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z" />);
export const GiftIcon = icon(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13M12 8C10.5 5 7 4 7 6.5S10 8 12 8zm0 0c1.5-3 5-4 5-1.5S14 8 12 8z" />
  </>,
);
export const MessageIcon = icon(<path d="M4 5h16v11H10l-6 4z" />);
export const StarIcon = icon(<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </>,
);
export const GridIcon = icon(<path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />);
export const BackIcon = icon(<path d="M15 4 7 12l8 8" />);
export const OfflineIcon = icon(<path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />);
export const CardsIcon = icon(
  <>
    <rect x="3" y="6" width="11" height="15" rx="1.5" />
    <path d="M10 6V4.5A1.5 1.5 0 0 1 11.5 3h8A1.5 1.5 0 0 1 21 4.5v12a1.5 1.5 0 0 1-1.5 1.5H14" />
  </>,
);
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = icon(
  <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3 3.9M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);
export const SearchIcon = icon(<path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5" />);
/** `fill="currentColor"` draws the filled heart (a favourite). */
export const HeartIcon = icon(<path d="M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20z" />);
/** Home quick actions and the balance refresh. */
export const DepositIcon = icon(
  <>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M12 13v5M9.5 15.5 12 18l2.5-2.5" />
  </>,
);
export const WithdrawIcon = icon(
  <>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M12 18v-5M9.5 15.5 12 13l2.5 2.5" />
  </>,
);
export const TransferIcon = icon(<path d="M4 8h15l-4-4M20 16H5l4 4" />);
export const CrownIcon = icon(<path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14" />);
export const RefreshIcon = icon(<path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />);
