import type { Partner } from '@contracts/common/partners';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { PartnerMeta } from './partner-meta';

/** One partner in the list: logo, name, what we sponsor, a sentence, status and dates; the card opens it. */
export function PartnerCard({ partner }: { partner: Partner }) {
  return (
    <li>
      <Link className="sponsor-card" to={routes.sponsorshipDetail({ id: partner.id })}>
        {/* The name is right beside it: the logo is decorative here. */}
        <img className="sponsor-logo" src={partner.logo} alt="" width={64} height={64} loading="lazy" decoding="async" />
        <span className="sponsor-card-body">
          <h2 className="sponsor-card-name">{partner.name}</h2>
          <span className="sponsor-card-role">{partner.role}</span>
          <span className="sponsor-card-summary">{partner.summary}</span>
          <PartnerMeta partner={partner} />
        </span>
      </Link>
    </li>
  );
}
