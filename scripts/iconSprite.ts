/**
 * @module Draws the site's icons (build.mjs passes client/icons/iconSet.ts) into one SVG sprite: a <symbol>
 * per icon, with the drawing its package ships (lucide's strokes, simple-icons' fills) rendered once,
 * at build time, so neither icon library is in the browser's JavaScript.
 */
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Where an icon's drawing comes from: a lucide module, a simple-icons component, or SVG path data of our own. */
type IconSource = { lucide: string } | { simpleIcons: string } | { path: string };

/**
 * lucide draws with strokes: its own defaults, on the symbol so every path inherits them. The stroke's
 * width comes from the icon's <svg> (Icon.tsx, 2 unless asked), through the <use> that shows the symbol.
 */
const strokeAttributes = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';
const fillAttributes = 'fill="currentColor"';

/** A component as both packages export them: a function, or forwardRef's object. */
function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** The default export of an icon module. */
async function iconComponent(specifier: string): Promise<ComponentType> {
  const module: unknown = await import(specifier);
  const component: unknown = typeof module === 'object' && module !== null ? Reflect.get(module, 'default') : undefined;
  if (!isComponent(component)) throw new Error(`${specifier} has no component as its default export`);
  return component;
}

/** What a component draws inside its <svg>, without the <title> simple-icons adds (the sprite's icons are never read out). */
async function drawingOf(specifier: string): Promise<string> {
  const markup = renderToStaticMarkup(createElement(await iconComponent(specifier)));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (inner === undefined) throw new Error(`${specifier} did not render one <svg>`);
  return inner.replace(/<title>[\s\S]*?<\/title>/g, '');
}

/** The sprite: every icon of the set as a 24 × 24 symbol with the icon's name as its id. */
export async function iconSprite(iconSet: Readonly<Record<string, IconSource>>): Promise<string> {
  const symbols = await Promise.all(
    Object.entries(iconSet).map(async ([name, source]) => {
      const [attributes, drawing] =
        'lucide' in source
          ? [strokeAttributes, await drawingOf(`lucide-react/icons/${source.lucide}`)]
          : 'simpleIcons' in source
            ? [fillAttributes, await drawingOf(`@icons-pack/react-simple-icons/icons/${source.simpleIcons}`)]
            : [fillAttributes, `<path fill-rule="evenodd" d="${source.path}"/>`];
      return `<symbol id="${name}" viewBox="0 0 24 24" ${attributes}>${drawing}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
