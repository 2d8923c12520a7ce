/**
 * @module The error view: no tenant, an unknown tenant, or site settings that could not be loaded.
 * Rendered on the server only, with no tenant branding.
 */

export type ErrorViewReason = 'noTenant' | 'unknownTenant' | 'unavailable' | 'renderFailed';

const messages: Record<ErrorViewReason, { title: string; text: string }> = {
  noTenant: { title: 'Nincs ilyen oldal', text: 'Ez a cím nem tartozik egyetlen irodánk oldalához sem. Ellenőrizze a címet.' },
  unknownTenant: { title: 'Az oldal nem található', text: 'Ezen a címen nem működik ingatlaniroda-oldal. Ellenőrizze a címet.' },
  unavailable: { title: 'Az oldal átmenetileg nem érhető el', text: 'Az oldal beállításait most nem sikerült betölteni. Kérjük, próbálja újra néhány perc múlva.' },
  renderFailed: { title: 'Hiba történt', text: 'Az oldalt nem sikerült megjeleníteni. Kérjük, próbálja újra később.' },
};

export function errorViewTitle(reason: ErrorViewReason): string {
  return messages[reason].title;
}

export function ErrorView({ reason }: { reason: ErrorViewReason }) {
  const { title, text } = messages[reason];
  return (
    <main id="tartalom" aria-label="Tartalom" tabIndex={-1} style={{ maxWidth: 640, margin: '0 auto', padding: '96px 20px', textAlign: 'center' }}>
      <h1>{title}</h1>
      <p>{text}</p>
    </main>
  );
}
