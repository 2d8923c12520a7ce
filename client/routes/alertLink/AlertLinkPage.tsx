/**
 * @module The page of an alert e-mail's link. Confirm: confirmed as soon as the page opens in a browser
 * (a mail scanner that only fetches the address confirms nothing). Unsubscribe: one button. Manage: the
 * frequency and deleting the alert. Every answer's message is the worker's, in Hungarian.
 */
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { alertFrequencies, type AlertFrequency, alertMessages } from '../../../domain/searchAlert';
import { siteApiPath } from '../../../domain/siteApiPaths';
import { Link } from '../../navigation/Link';
import * as alertStyles from '../../searchAlerts/searchAlerts.css';
import * as styles from '../pageStyles.css';
import type { PageProps } from '../routeModule';
import type { alertLinkDataSchema } from './alertLinkData';

const summarySchema = z.object({ email: z.string(), frequency: z.enum(['daily', 'weekly']), searchPath: z.string(), state: z.enum(['pending', 'confirmed']) });
type Summary = z.infer<typeof summarySchema>;
const answerSchema = z.object({ data: z.object({ message: z.optional(z.string()), use: z.optional(z.string()), alert: z.optional(summarySchema) }) });

type State = { kind: 'loading' } | { kind: 'ready'; alert: Summary; message?: string } | { kind: 'final'; message: string; ok: boolean; alert?: Summary };

const api = (path: string) => `${siteApiPath('searchAlerts')}${path}`;

async function call(path: string, init?: RequestInit): Promise<{ ok: boolean; message?: string; use?: string; alert?: Summary }> {
  try {
    const response = await fetch(api(path), init);
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = z.safeParse(z.object({ message: z.string() }), json);
      return { ok: false, message: message.success ? message.data.message : alertMessages.failed };
    }
    const parsed = z.safeParse(answerSchema, json);
    return parsed.success ? { ok: true, ...parsed.data.data } : { ok: false, message: alertMessages.failed };
  } catch {
    return { ok: false, message: 'A kérést nem sikerült elküldeni. Ellenőrizze a kapcsolatot, és töltse újra az oldalt.' };
  }
}

const post = (path: string, body: unknown) => call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const frequencyLabel = (frequency: AlertFrequency) => alertFrequencies.find((f) => f.value === frequency)?.label ?? frequency;

export default function AlertLinkPage({ data }: PageProps<z.infer<typeof alertLinkDataSchema>>) {
  const { purpose } = data;
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const t = new URLSearchParams(window.location.search).get('t') ?? '';
    setToken(t);
    void (async () => {
      const link = await call(`/link?p=${purpose}&t=${encodeURIComponent(t)}`);
      if (!link.ok || !link.alert) return setState({ kind: 'final', ok: false, message: link.message ?? alertMessages.linkInvalid });
      setFrequency(link.alert.frequency);
      if (purpose !== 'confirm') return setState({ kind: 'ready', alert: link.alert });
      const confirmed = await post('/confirm', { token: t });
      setState({ kind: 'final', ok: confirmed.ok, message: confirmed.message ?? alertMessages.failed, alert: confirmed.alert ?? link.alert });
    })();
  }, [purpose]);

  const unsubscribe = async () => {
    setBusy(true);
    const done = await post('/unsubscribe', { token });
    setBusy(false);
    setState({ kind: 'final', ok: done.ok, message: done.message ?? alertMessages.failed });
  };
  const update = async () => {
    setBusy(true);
    const done = await post('/update', { token, frequency });
    setBusy(false);
    if (done.ok && done.alert) setState({ kind: 'ready', alert: done.alert, message: done.message });
    else setState({ kind: 'final', ok: false, message: done.message ?? alertMessages.failed });
  };

  const title = { confirm: 'Értesítés megerősítése', unsubscribe: 'Leiratkozás az értesítésről', manage: 'Értesítés módosítása' }[purpose];
  return (
    <div className={styles.column}>
      <div className={alertStyles.linkPage}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {state.kind === 'loading' ? (
          <p className={styles.lead} role="status">
            Egy pillanat…
          </p>
        ) : state.kind === 'final' ? (
          <>
            <p className={state.ok ? alertStyles.done : alertStyles.error} role={state.ok ? 'status' : 'alert'}>
              {state.message}
            </p>
            {state.alert && <AlertSummary alert={state.alert} />}
            <p>
              <Link href="/kereses">Tovább az ingatlankínálathoz</Link>
            </p>
          </>
        ) : (
          <>
            <AlertSummary alert={state.alert} />
            {purpose === 'manage' && (
              <fieldset className={alertStyles.field}>
                <legend className={alertStyles.label}>Milyen gyakran kér levelet?</legend>
                <div className={alertStyles.choices}>
                  {alertFrequencies.map((option) => (
                    <label key={option.value} className={alertStyles.choice}>
                      <input className={alertStyles.radio} type="radio" name="frequency" value={option.value} checked={frequency === option.value} onChange={() => setFrequency(option.value)} />
                      {option.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <div className={alertStyles.linkActions}>
              {purpose === 'manage' && (
                <button type="button" className={alertStyles.submit} disabled={busy} onClick={() => void update()}>
                  Mentés
                </button>
              )}
              <button type="button" className={purpose === 'manage' ? alertStyles.toggle : alertStyles.submit} disabled={busy} onClick={() => void unsubscribe()}>
                {purpose === 'manage' ? 'Az értesítés törlése' : 'Leiratkozom'}
              </button>
            </div>
            <p className={alertStyles.done} role="status">
              {state.message ?? ''}
            </p>
          </>
        )}
      </div>
    </div>
  );
}

function AlertSummary({ alert }: { alert: Summary }) {
  return (
    <p className={styles.lead}>
      {`${frequencyLabel(alert.frequency)} küldött értesítés ide: ${alert.email}, `}
      <Link href={alert.searchPath}>erről a keresésről</Link>.
    </p>
  );
}
