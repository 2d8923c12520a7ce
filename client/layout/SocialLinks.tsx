/**
 * @module The tenant's social platforms as icon links. Brand marks come from
 * @icons-pack/react-simple-icons, imported one file per icon: the simple-icons barrel is 5 MB,
 * too big for the Workers test runner and pointless to parse.
 */
import SiFacebook from '@icons-pack/react-simple-icons/icons/SiFacebook';
import SiInstagram from '@icons-pack/react-simple-icons/icons/SiInstagram';
import SiLinktree from '@icons-pack/react-simple-icons/icons/SiLinktree';
import SiTiktok from '@icons-pack/react-simple-icons/icons/SiTiktok';
import type { SocialPlatform } from '../../domain/siteData';
import * as styles from './layout.css';

const brandIcons = { Facebook: SiFacebook, Instagram: SiInstagram, TikTok: SiTiktok, LinkTree: SiLinktree } as const;

function PlatformIcon({ name }: { name: SocialPlatform['name'] }) {
  // simple-icons no longer ships LinkedIn's mark, so it is shown as its "in" letters.
  if (name === 'LinkedIn') return <span className={styles.linkedInBadge} aria-hidden="true">in</span>;
  const Icon = brandIcons[name];
  return <Icon className={styles.socialIcon} size={18} title="" aria-hidden="true" focusable="false" />;
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
