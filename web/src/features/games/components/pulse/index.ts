// The lobby's live pieces, one chunk loaded after the first screen (home-page.tsx).
import './pulse.css';
export { LivePulse } from './live-pulse';
export { RecentlyPlayed } from './recently-played';
