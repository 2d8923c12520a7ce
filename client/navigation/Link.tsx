/**
 * @module A link to a page of the site: a real <a href> (crawlers, new tabs, and before hydration a
 * normal page load), which a plain click turns into a client-side navigation.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from './Navigation';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A click the browser should handle itself: another button, a modifier key (new tab or window), another target. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.target;
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (target !== '' && target !== '_self');
}

export function Link({ href, onClick, ...rest }: LinkProps) {
  const [, navigate] = useLocation();
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
