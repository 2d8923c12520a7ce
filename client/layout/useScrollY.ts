/**
 * @module The window's vertical scroll position, 0 on the server and during hydration.
 */
import { useEffect, useState } from 'react';

export function useScrollY(): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    const read = () => setScrollY(window.scrollY);
    read();
    window.addEventListener('scroll', read, { passive: true });
    return () => window.removeEventListener('scroll', read);
  }, []);
  return scrollY;
}
