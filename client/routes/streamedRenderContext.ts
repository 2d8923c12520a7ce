/**
 * @module The server's current render (its started page parts), or null in the browser: apart from
 * streamedPart.ts so the site shell, which provides it, does not carry the parts' code in the first load.
 */
import { createContext } from 'react';

export const StreamedRenderContext = createContext<object | null>(null);
