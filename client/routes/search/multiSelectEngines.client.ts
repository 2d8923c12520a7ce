/**
 * @module The multi-selects' engines in one chunk, loaded on a field's first intent (multiSelectEngine.ts).
 * Browser only: the worker build stubs `*.client` modules (build.mjs).
 */
import OptionListbox from './OptionListbox.client';
import PlaceCombobox from './PlaceCombobox.client';

export default { OptionListbox, PlaceCombobox };
