/**
 * @module The "Értesítést kérek" form (its fields, sending and the answer's messages), loaded on the toggle's
 * first intent (AlertRequest.tsx): a visitor who never asks for an alert never downloads it. What
 * was typed lives in the toggle's component, so closing and reopening keeps it, as before the split.
 */
import { type Dispatch, type FormEvent, type SetStateAction, useRef } from 'react';
import { alertFrequencies, type AlertFrequency, alertMessages, alertPrivacyNote } from '../../domain/searchAlerts/searchAlert';
import { siteApiPath } from '../../domain/site/siteApiPaths';
import * as styles from './searchAlerts.css';

type Field = 'email' | 'frequency' | 'query';

/** Where the form is: idle, sending, answered, or refused with the fields the answer names. */
export type AlertRequestState = { kind: 'idle' | 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string; fields: Partial<Record<Field, string>> };

/** What the visitor typed and where the form is, kept by the toggle across closing and reopening. */
interface AlertRequestDraft {
  email: string;
  setEmail: Dispatch<SetStateAction<string>>;
  frequency: AlertFrequency;
  setFrequency: Dispatch<SetStateAction<AlertFrequency>>;
  state: AlertRequestState;
  setState: Dispatch<SetStateAction<AlertRequestState>>;
}

/** The answer's message and the fields it names (every refusal of the endpoint has a message). */
async function refusal(response: Response): Promise<{ message: string; fields: Partial<Record<Field, string>> }> {
  const json: unknown = await response.json().catch(() => null);
  const message = typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string' ? json.message : alertMessages.failed;
  const fields: Partial<Record<Field, string>> = {};
  const list = typeof json === 'object' && json !== null && 'fields' in json && Array.isArray(json.fields) ? json.fields : [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null || !('field' in item) || !('message' in item) || typeof item.message !== 'string') continue;
    const field: unknown = item.field;
    if (field === 'email' || field === 'frequency' || field === 'query') fields[field] = item.message;
  }
  return { message, fields };
}

/** The alert's form, under the toggle that controls it (`id` is the toggle's, from useId). */
export function AlertRequestForm({ id, query, summary, draft }: { id: string; query: string; summary: string; draft: AlertRequestDraft }) {
  const { email, setEmail, frequency, setFrequency, state, setState } = draft;
  const emailRef = useRef<HTMLInputElement>(null);
  const fields = state.kind === 'failed' ? state.fields : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const response = await fetch(siteApiPath('searchAlerts'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, frequency, query }),
      });
      if (response.ok) {
        setState({ kind: 'done', message: alertMessages.created });
        return;
      }
      const { message, fields: named } = await refusal(response);
      setState({ kind: 'failed', message, fields: named });
      if (named.email) emailRef.current?.focus();
    } catch {
      setState({ kind: 'failed', message: alertMessages.failed, fields: {} });
    }
  };

  return (
    <form id={`${id}-panel`} className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Értesítés az új hirdetésekről
      </h2>
      <div className={styles.summary}>
        <p className={styles.summaryLabel}>Levelet küldünk, ha új vagy olcsóbb hirdetés felel meg a keresésnek:</p>
        <p className={styles.summarySearch}>{summary}</p>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          E-mail-cím
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fields.email ? true : undefined}
          aria-describedby={fields.email ? `${id}-email-error` : undefined}
        />
        {fields.email && (
          <p id={`${id}-email-error`} className={styles.error}>
            {fields.email}
          </p>
        )}
      </div>
      <fieldset className={styles.field} aria-describedby={fields.frequency ? `${id}-frequency-error` : undefined}>
        <legend className={styles.label}>Milyen gyakran?</legend>
        <div className={styles.choices}>
          {alertFrequencies.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input className={styles.radio} type="radio" name="frequency" value={option.value} checked={frequency === option.value} onChange={() => setFrequency(option.value)} />
              {option.label}
            </label>
          ))}
        </div>
        {fields.frequency && (
          <p id={`${id}-frequency-error`} className={styles.error}>
            {fields.frequency}
          </p>
        )}
      </fieldset>
      <p className={styles.note}>{alertPrivacyNote}</p>
      <button type="submit" className={styles.submit} disabled={state.kind === 'sending'}>
        Értesítést kérek
      </button>
      <p role="status" className={state.kind === 'done' ? styles.done : styles.error}>
        {state.kind === 'done' || (state.kind === 'failed' && !fields.email && !fields.frequency) ? state.message : state.kind === 'failed' ? fields.query ?? alertMessages.invalid : ''}
      </p>
    </form>
  );
}
