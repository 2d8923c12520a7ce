/**
 * @module "Értesítést kérek" on /kereses: saves the search on the page (its query, as the URL has it)
 * with an e-mail address and a frequency. The toggle is rendered with the page; its form
 * (AlertRequestForm.client.tsx) loads on the toggle's first intent (focus, pointerdown, a key), never with the page
 * nor on idle (decision 027), and opens as soon as it arrives if it was asked for meanwhile.
 */
import { useId, useState } from 'react';
import type { AlertFrequency } from '../../domain/searchAlerts/searchAlert';
import { Icon } from '../icons/Icon';
import { loadOnIntent } from '../site/loadOnIntent';
import type { AlertRequestState } from './AlertRequestForm.client';
import * as styles from './searchAlerts.css';

type AlertForm = (typeof import('./AlertRequestForm.client'))['AlertRequestForm'];

const loadForm = loadOnIntent<AlertForm>(() => import('./AlertRequestForm.client').then((module) => module.AlertRequestForm));

/** `summary` is the page's search in words (domain/search/searchSummary.ts), shown in the form. */
export function AlertRequest({ query, summary }: { query: string; summary: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [Form, setForm] = useState<AlertForm | null>(null);
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [state, setState] = useState<AlertRequestState>({ kind: 'idle' });
  const request = () => {
    if (!Form) void loadForm().then((form) => setForm(() => form));
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onFocus={request}
        onPointerDown={request}
        onKeyDown={request}
        onClick={() => {
          request();
          setOpen(!open);
        }}
      >
        <Icon name="bell" size={18} />
        Értesítést kérek
      </button>
      {open && Form && <Form id={id} query={query} summary={summary} draft={{ email, setEmail, frequency, setFrequency, state, setState }} />}
    </>
  );
}
