/**
 * @module Saved searches with e-mail alerts ("Értesítést kérek"): the frequencies, limits, the Hungarian
 * texts of the form and its answers, and the privacy note beside the form. No zod here, so the form
 * reads them without loading a schema (searchAlertFormSchema.ts checks the form).
 */

export const alertFrequencies = [
  { value: 'daily', label: 'Naponta' },
  { value: 'weekly', label: 'Hetente' },
] as const;
export type AlertFrequency = (typeof alertFrequencies)[number]['value'];

/** Days between two digests of each frequency. */
export const frequencyDays: Record<AlertFrequency, number> = { daily: 1, weekly: 7 };

/** The most listings one digest shows; the rest are "és még N" linking to the search. */
export const maxDigestListings = 10;

/** How long a confirmation link works. */
export const confirmLinkHours = 48;
/** How long the unsubscribe and manage links of a digest work. */
export const digestLinkDays = 365;

/**
 * What the digest's statement binds besides the saved search's filter (backOffice/searchAlerts/alertMatching.ts):
 * the time of the last digest four times and the LIMIT. A saved search must leave it room in D1's limit.
 */
export const digestStatementParameters = 5;

/**
 * The longest saved search query: the largest filter the search reads (every option, 60 places) with an area of
 * 40 vertices drawn on the map (up to 720 characters) is about 2,300; the search page's own URLs are far shorter.
 */
export const maxAlertQueryLength = 3000;

/** The most alerts one address may keep on one site. */
export const maxAlertsPerAddress = 20;

/** The privacy note beside the form: what the address is used for and when it is deleted. */
export const alertPrivacyNote =
  'E-mail-címét csak ehhez az értesítéshez tároljuk: a megerősítő levélre és az új hirdetésekről szóló levelekre használjuk. Ha 48 órán belül nem erősíti meg, töröljük; a leiratkozó hivatkozással (minden levél alján) vagy az értesítés törlésével azonnal töröljük.';

/** The alert form's answer to a saved search the digest could not run, naming the field that asks the most. */
export const alertQueryTooLarge = (fieldLabel: string) => `A mentendő keresésben túl sok a feltétel (${fieldLabel}). Kérjük, szűkítse a keresést, és próbálja újra.`;

export const alertMessages = {
  email: 'Adjon meg egy érvényes e-mail-címet, például nev@example.hu.',
  frequency: 'Válassza ki, milyen gyakran kér levelet: naponta vagy hetente.',
  query: 'A mentendő keresés hibás. Töltse újra a keresés oldalát, és próbálja újra.',
  invalid: 'Kérjük, javítsa a megjelölt mezőket.',
  // The same answer whether or not an e-mail went out (the limits of confirmationLimits.ts, the cap of
  // alerts an address may have): the form must not tell a stranger anything about an address.
  created: `Elküldtük a megerősítő levelet, ha erre a címre az elmúlt 24 órában még nem küldtünk (naponta egyet küldünk, egy cím egy oldalon legfeljebb ${maxAlertsPerAddress} értesítést kérhet). Az értesítés a levélben lévő hivatkozás megnyitása után indul; ha már kapott ilyen levelet, azt erősítse meg, ezt a keresést pedig holnap mentse el újra.`,
  tooMany: 'Rövid idő alatt túl sok kérés érkezett Öntől. Kérjük, próbálja újra egy perc múlva.',
  failed: 'Az értesítést most nem sikerült elmenteni. Kérjük, próbálja újra később.',
  unavailable: 'Az értesítések ezen az oldalon most nem érhetők el.',
  linkInvalid: 'Ez a hivatkozás hibás vagy hiányos. Másolja ki a teljes hivatkozást a levélből.',
  linkExpired: 'Ez a hivatkozás lejárt. Mentse el újra a keresést az Ingatlankínálat oldalon.',
  linkGone: 'Ez az értesítés már nem létezik: leiratkozott róla, vagy töröltük.',
  linkOtherSite: 'Ez a hivatkozás egy másik oldalon kért értesítéshez tartozik, itt nem változtat semmit. Nyissa meg a levélben lévő hivatkozást úgy, ahogy van.',
  confirmed: 'Köszönjük! Az értesítés elindult: ha új hirdetés felel meg a keresésnek, levelet küldünk.',
  alreadyConfirmed: 'Ezt az értesítést már korábban megerősítette; működik.',
  unsubscribed: 'Leiratkozott: az értesítést és az e-mail-címét töröltük. Több levelet nem küldünk.',
  updated: 'Elmentettük a változtatást.',
} as const;
