/**
 * @module What every page loads first beside the entry (main.tsx with React DOM), as one chunk: React, the
 * router, the site shell, and the code that starts error reporting and loads the page's own chunk. build.mjs
 * makes every module of ours import this one, so all it imports is reached from every entry point and esbuild
 * keeps it in a single chunk that the entry and every lazily loaded chunk share, rather than a dozen small
 * ones (one per set of importers), each a request of its own that compresses worse.
 */
import './App';
import './errorReporting/startErrorReporting';
import './routes/importPageModule';
import './routes/pageView';
import './readBootstrapState';
