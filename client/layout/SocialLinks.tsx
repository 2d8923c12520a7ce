/**
 * @module The tenant's social platforms as icon links: brand marks from the icon sprite (client/icons/),
 * each link named by its platform, which is all a visitor reads and hears.
 */
import type { SocialPlatform } from '../../domain/site/siteData';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconSet';
import * as styles from './layout.css';

const brandIcons = { Facebook: 'facebook', Instagram: 'instagram', TikTok: 'tiktok', LinkedIn: 'linkedin', LinkTree: 'linktree' } as const satisfies Record<
  SocialPlatform['name'],
  IconName
>;

export function SocialLinks({ platforms }: { platforms: SocialPlatform[] }) {
  if (platforms.length === 0) return null;
  return (
    <ul className={styles.socialList}>
      {platforms.map((p) => (
        <li key={p.name}>
          <a className={styles.socialLink} href={p.url} target="_blank" rel="noopener noreferrer" aria-label={p.name} title={p.name}>
            <Icon name={brandIcons[p.name]} className={styles.socialIcon} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
