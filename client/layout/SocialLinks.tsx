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

/**
 * simple-icons no longer ships LinkedIn's mark: this is our own drawing of the "in" square, as a picture
 * (not text), so the link's accessible name "LinkedIn" is all a visitor reads and hears.
 */
function LinkedInMark() {
  return (
    <svg className={styles.socialIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fillRule="evenodd"
        d="M3 1h18a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2zM5 9v10h3V9zm1.5-4.6a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 1 0 0-3.5zM10 9v10h3v-5.3c0-1.4.8-2.4 2-2.4s1.8.9 1.8 2.3V19h3.2v-6c0-2.9-1.4-4.3-3.6-4.3-1.6 0-2.7.8-3.4 1.8V9z"
      />
    </svg>
  );
}

function PlatformIcon({ name }: { name: SocialPlatform['name'] }) {
  if (name === 'LinkedIn') return <LinkedInMark />;
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
