/**
 * @module The page of an alert e-mail's link. Confirm: confirmed as soon as the page opens in a browser
 * (a mail scanner that only fetches the address confirms nothing), then a link on to managing it (change
 * or leave it without waiting for a digest). Unsubscribe: one button. Manage: the
 * frequency and deleting the alert. Every answer's message is the worker's, in Hungarian.
 */
import { useEffect, useState } from 'react';
import { alertFrequencies, type AlertFrequency, alertMessages } from '../../../domain/searchAlerts/searchAlert';
import { Link } from '../../navigation/Link';
import * as alertStyles from '../../searchAlerts/searchAlerts.css';
import * as styles from '../../../styles/pageStyles.css';
import type { PageProps } from '../routeModule';
import type { AlertSummary } from './alertLinkCalls.client';
import type { AlertLinkData } from './alertLinkData';

type State = { kind: 'loading' } | { kind: 'ready'; alert: AlertSummary; message?: string } | { kind: 'final'; message: string; ok: boolean; alert?: AlertSummary; managePath?: string };

/** A call of the alerts' API; its reader (with zod) loads with the first call. */
const call = async (path: string, init?: RequestInit) => (await import('./alertLinkCalls.client')).callAlertApi(path, init);

const post = (path: string, body: unknown) => call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const frequencyLabel = (frequency: AlertFrequency) => alertFrequencies.find((f) => f.value === frequency)?.label ?? frequency;

export default function AlertLinkPage({ data }: PageProps<AlertLinkData>) {
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
      setState({ kind: 'final', ok: confirmed.ok, message: confirmed.message ?? alertMessages.failed, alert: confirmed.alert ?? link.alert, managePath: confirmed.managePath });
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
            {state.managePath && (
              <p>
                <Link href={state.managePath}>Az értesítés módosítása vagy leiratkozás</Link>
              </p>
            )}
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

/** Which alert it is: its search in words (a link to it), how often and where it is sent. */
function AlertSummary({ alert }: { alert: AlertSummary }) {
  return (
    <div className={alertStyles.summary}>
      <p className={alertStyles.summaryLabel}>A mentett keresés</p>
      <p className={alertStyles.summarySearch}>
        <Link href={alert.searchPath}>{alert.search}</Link>
      </p>
      <p className={alertStyles.note}>{`${frequencyLabel(alert.frequency)} küldött értesítés ide: ${alert.email}`}</p>
    </div>
  );
}
