/**
 * @module The data of a page's streamed part for the page now shown (streamedPart.ts): the same
 * promise on every render of that page, for React's use() behind Suspense.
 */
import { useContext } from 'react';
import type { $ZodType, output } from 'zod/v4/core';
import { useNavigation } from '../navigation/Navigation';
import type { StreamedPart } from './routeModule';
import { StreamedRenderContext } from './streamedRenderContext';

export function useStreamedPart<Params, Schema extends $ZodType>(part: StreamedPart<Params, Schema>): Promise<output<Schema> | null> {
  const render = useContext(StreamedRenderContext);
  const { path } = useNavigation();
  return part.data(render, path);
}
