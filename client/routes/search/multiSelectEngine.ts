/**
 * @module The multi-selects' engine (Downshift, the live place search and its zod schemas: some 30 kB
 * gzipped), loaded on a field's first intent (focus, pointerdown, a key), never with the page nor on idle
 * for everyone (decision 027). Until then each field is its static twin, hydrated with the
 * page: the same markup and ids, so nothing moves and a label, a chip or the typed text keep working.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { loadOnIntent } from '../../site/loadOnIntent';
import type { EngineHandover } from './multiSelectHandover';

/** The engines' module: both in one chunk, so the first intent fetches one file and its few imports. */
type Engines = (typeof import('./multiSelectEngines.client'))['default'];

const loadEngines = loadOnIntent<Engines>(() => import('./multiSelectEngines.client').then((module) => module.default));

interface EngineOnIntent<T extends HTMLElement> {
  /** The engines, once this field asked for them and they arrived; null while the twin is shown. */
  engines: Engines | null;
  /** The twin's focusable element: the handover reads what was typed and whether it has the focus. */
  twinRef: RefObject<T | null>;
  /** Spread on the twin's focusable element: focus and pointerdown load the engine. */
  intentProps: { onFocus: () => void; onPointerDown: () => void };
  /** The visitor asked for the list (a click, a key) before the engine was there: it opens with it. */
  askOpen: () => void;
  /** Read while the engine first renders (the twin is still in the page); the same object afterwards. */
  handover: () => EngineHandover;
}

/** A field's engine on its first intent, and the handover from its twin (`T`: the twin's focusable element). */
export function useEngineOnIntent<T extends HTMLInputElement | HTMLElement>(): EngineOnIntent<T> {
  const [engines, setEngines] = useState<Engines | null>(null);
  const twinRef = useRef<T>(null);
  const openAsked = useRef(false);
  const handedOver = useRef<EngineHandover | null>(null);
  const request = useCallback(() => {
    void loadEngines().then(setEngines);
  }, []);
  // A visitor who reached the field before the page was hydrated is already in it.
  useEffect(() => {
    if (twinRef.current && document.activeElement === twinRef.current) request();
  }, [request]);
  const handover = () => {
    if (!handedOver.current) {
      const twin = twinRef.current;
      const input = twin instanceof HTMLInputElement ? twin : null;
      handedOver.current = {
        text: input?.value ?? '',
        selection: input && input.selectionStart !== null && input.selectionEnd !== null ? [input.selectionStart, input.selectionEnd] : null,
        focused: twin !== null && document.activeElement === twin,
        open: openAsked.current,
      };
    }
    return handedOver.current;
  };
  const askOpen = () => {
    openAsked.current = true;
    request();
  };
  return { engines, twinRef, intentProps: { onFocus: request, onPointerDown: request }, askOpen, handover };
}
