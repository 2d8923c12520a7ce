/**
 * @module The tenant's social platforms as icon links (brand icons from simple-icons).
 */
import { siFacebook, siInstagram, siLinktree, siTiktok } from 'simple-icons';
import type { SocialPlatform } from '../../domain/siteData';
import * as styles from './layout.css';

const brandIcons = { Facebook: siFacebook, Instagram: siInstagram, TikTok: siTiktok, LinkTree: siLinktree } as const;

function PlatformIcon({ name }: { name: SocialPlatform['name'] }) {
  // simple-icons no longer ships LinkedIn's mark, so it is shown as its "in" letters.
  if (name === 'LinkedIn') return <span className={styles.linkedInBadge} aria-hidden="true">in</span>;
  return (
    <svg className={styles.socialIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={brandIcons[name].path} />
    </svg>
  );
}

export function SocialLinks({ platforms }: { platforms: SocialPlatform[] }) {
  if (platforms.length === 0) return null;
  return (
    <ul className={styles.socialList}>
      {platforms.map((p) => (
        <li key={p.name}>
          <a className={styles.socialLink} href={p.url} target="_blank" rel="noopener noreferrer" aria-label={p.name} title={p.name}>
            <PlatformIcon name={p.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
