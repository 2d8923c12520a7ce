/**
 * @module Snackbar messages in three styles (SPEC section 2: default, success, error), announced to
 * screen readers: the live regions are in the page from the first render (a region added together
 * with its text is often not read), default and success read politely, errors at once. They carry
 * aria-live without the status and alert roles, which stay the pages' own.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Icon } from '../icons/Icon';
import * as styles from './snackbar.css';

export type SnackbarVariant = 'default' | 'success' | 'error';

interface SnackbarMessage {
  text: string;
  variant: SnackbarVariant;
  /** A control beside the message that acts on what it reports (the caller's "Visszavonás" button). */
  action?: ReactNode;
  /** Tells two equal messages apart, so a repeated one is announced again. */
  id: number;
}

interface SnackbarControls {
  show(text: string, variant?: SnackbarVariant, action?: ReactNode): void;
  close(): void;
}

const SnackbarContext = createContext<SnackbarControls | null>(null);

/** How long a message stays; errors and a message with an action (time to reach its button) stay until closed. */
const visibleMs = 6_000;

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const show = useCallback(
    (text: string, variant: SnackbarVariant = 'default', action?: ReactNode) => setMessage((m) => ({ text, variant, action, id: (m?.id ?? 0) + 1 })),
    [],
  );
  const close = useCallback(() => setMessage(null), []);
  const controls = useMemo(() => ({ show, close }), [show, close]);

  useEffect(() => {
    if (!message || message.variant === 'error' || message.action) return;
    const timer = window.setTimeout(close, visibleMs);
    return () => window.clearTimeout(timer);
  }, [message, close]);

  return (
    <SnackbarContext.Provider value={controls}>
      {children}
      <div className={styles.region}>
        <div className={message ? styles.snackbar[message.variant] : styles.empty} data-variant={message?.variant}>
          <p aria-live="polite" aria-atomic="true" className={styles.text}>
            {message && message.variant !== 'error' && <span key={message.id}>{message.text}</span>}
          </p>
          <p aria-live="assertive" aria-atomic="true" className={styles.text}>
            {message?.variant === 'error' && <span key={message.id}>{message.text}</span>}
          </p>
          {message?.action}
          {message && (
            <button type="button" className={styles.closeButton} onClick={close} aria-label="Üzenet bezárása">
              <Icon name="x" size={18} />
            </button>
          )}
        </div>
      </div>
    </SnackbarContext.Provider>
  );
}

/** Shows and closes snackbar messages; only valid under <SnackbarProvider>. */
export function useSnackbar(): SnackbarControls {
  const controls = useContext(SnackbarContext);
  if (!controls) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return controls;
}
