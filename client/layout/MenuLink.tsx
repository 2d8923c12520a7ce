/**
 * @module One menu entry as a link: external entries open in a new tab, internal ones route in place.
 */
import type { ReactNode } from 'react';
import { Link } from '../navigation/Link';
import { useLocation } from '../navigation/Navigation';
import type { MenuEntry } from '../../domain/site/menu';

export function MenuLink({ entry, className, onNavigate, children }: { entry: MenuEntry; className?: string; onNavigate?: () => void; children?: ReactNode }) {
  const [location] = useLocation();
  if (entry.blank || /^https?:\/\//.test(entry.url)) {
    return (
      <a href={entry.url} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {children ?? entry.label}
      </a>
    );
  }
  return (
    <Link href={entry.url} className={className} aria-current={location === entry.url ? 'page' : undefined} onClick={onNavigate}>
      {children ?? entry.label}
    </Link>
  );
}
