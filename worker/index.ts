/**
 * The worker entry: the app's fetch handler.
 */
import { app } from './app';
import type { Bindings } from './env';

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Bindings>;
