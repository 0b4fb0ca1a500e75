import type { Bulletin } from '@contracts/games/catalog';
import { formatPlatformTime } from '@web/lib/platform-time';

interface AnnouncementBodyProps {
  bulletins: readonly Bulletin[];
  quietLabel: string;
  /** Called with the checkbox's state whenever it changes. */
  onQuietChange: (quiet: boolean) => void;
}

/** The announcement dialog's content: the bulletins, newest first, each with its date, and "don't show again today". */
export function AnnouncementBody({ bulletins, quietLabel, onQuietChange }: AnnouncementBodyProps) {
  return (
    <div className="greeting-announcement">
      <ul className="greeting-bulletins">
        {bulletins.map((bulletin) => (
          <li key={bulletin.id}>
            <p>{bulletin.text}</p>
            <time dateTime={bulletin.publishedAt}>{formatPlatformTime(bulletin.publishedAt).slice(0, 10)}</time>
          </li>
        ))}
      </ul>
      <label className="greeting-quiet">
        <input type="checkbox" onChange={(event) => onQuietChange(event.target.checked)} />
        {quietLabel}
      </label>
    </div>
  );
}
