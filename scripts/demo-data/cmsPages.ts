/**
 * @module CMS pages 1..12 of the demo tenants: the menu entries of tenants.sql link to
 * /oldal/1 … /oldal/12; every text taken from data is escaped. The page prints its title as its
 * heading, so no content starts with the title again.
 */
import { escapeHtml } from '../../domain/helpers/escapeHtml';
import type { Network } from './network';
import type { CmsPageRow, OfficeRow } from './rows';

const page = (id: number, unit_type: 'franchise' | 'office', unit_id: number, title: string, content_html: string): CmsPageRow => ({
  id,
  unit_type,
  unit_id,
  title,
  content_html,
  created_at: '2025-01-15 10:00:00',
  updated_at: '2026-09-01 10:00:00',
});

function impressum(company: string, office: OfficeRow | undefined): string {
  return [
    `<p><strong>Üzemeltető:</strong> ${escapeHtml(company)}</p>`,
    office ? `<p><strong>Székhely:</strong> ${escapeHtml(office.address)}</p>` : '',
    office ? `<p><strong>E-mail:</strong> <a href="mailto:${escapeHtml(office.email)}">${escapeHtml(office.email)}</a> · <strong>Telefon:</strong> ${escapeHtml(office.phone)}</p>` : '',
    `<p><strong>Tárhelyszolgáltató:</strong> Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, USA</p>`,
    `<p>Ez egy bemutató oldal: a cégadatok, az ingatlanok és az értékesítők kitaláltak.</p>`,
  ].join('');
}

function contact(office: OfficeRow | undefined, intro: string): string {
  if (!office) return `<p>${escapeHtml(intro)}</p>`;
  return [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul><li><strong>Cím:</strong> ${escapeHtml(office.address)}</li>`,
    `<li><strong>Telefon:</strong> ${escapeHtml(office.phone)}</li>`,
    `<li><strong>E-mail:</strong> <a href="mailto:${escapeHtml(office.email)}">${escapeHtml(office.email)}</a></li>`,
    `<li><strong>Nyitvatartás:</strong> hétfőtől péntekig 9:00–17:00, szombaton előzetes egyeztetéssel</li></ul>`,
  ].join('');
}

/** The demo CMS pages, titled like the menu entries that link to them. */
export function generateCmsPages(network: Network): CmsPageRow[] {
  const office = (id: number) => network.offices.find((o) => o.id === id);
  const team = network.agents
    .filter((a) => a.office_id === 13)
    .map((a) => `<li><a href="/uzletkoto/${a.id}">${escapeHtml(a.fullname)}</a></li>`)
    .join('');
  return [
    page(1, 'franchise', 1, 'Rólunk', [
      '<h2>Az Immo1 Ingatlanhálózatról</h2>',
      '<p>Az Immo1 2008 óta segíti az ingatlant eladókat, vásárlókat és bérbeadókat. Országos irodahálózatunk Budapesttől Győrön és Szegeden át a Balatonig ér.</p>',
      '<p>Értékesítőink helyismerettel, egységes szakmai háttérrel és átlátható folyamatokkal dolgoznak: a hirdetéstől a szerződéskötésig mindenben számíthat ránk.</p>',
      '<ul><li>ingyenes értékbecslés</li><li>professzionális fotózás és hirdetés</li><li>hitel- és jogi ügyintézés egy helyen</li></ul>',
      '<p><a href="/irodaink">Keresse meg az Önhöz legközelebbi irodánkat!</a></p>',
    ].join('')),
    page(2, 'franchise', 1, 'Hitelügyintézés', [
      '<h2>Hitelügyintézés díjmentesen</h2>',
      '<p>Független hitelszakértőink több bank ajánlatát hasonlítják össze, és végigkísérik az igénylést a befogadástól a folyósításig.</p>',
      '<h3>Otthon Start</h3>',
      '<p>A fix 3%-os Otthon Start hitellel legfeljebb 100 millió forintos lakás vagy 150 millió forintos családi ház vásárolható, ha a négyzetméterár nem haladja meg az 1,5 millió forintot. A feltételeknek megfelelő ingatlanokat keresőnkben külön szűrheti.</p>',
      '<h3>CSOK Plusz és Babaváró</h3>',
      '<p>Segítünk a családtámogatások kombinálásában és a szükséges dokumentumok összeállításában.</p>',
    ].join('')),
    page(3, 'franchise', 1, 'Impresszum', impressum('Immo1 Ingatlanhálózat Kft.', office(13))),
    page(4, 'franchise', 1, 'Kapcsolat', contact(office(13), 'Központi irodánk Budapesten, a XIII. kerületben várja ügyfeleit. Országos irodáink elérhetőségét az Irodáink oldalon találja.')),
    page(5, 'franchise', 2, 'Miért mi?', [
      '<h2>Miért a Lakáspont?</h2>',
      '<ul><li><strong>Helyismeret:</strong> irodáink Kelet-Magyarország nagyvárosaiban és Budapesten dolgoznak.</li>',
      '<li><strong>Gyorsaság:</strong> átlagosan 60 nap alatt eladjuk a hozzánk bízott ingatlanokat.</li>',
      '<li><strong>Biztonság:</strong> ügyvédi háttér, ellenőrzött tulajdoni lapok, átlátható jutalék.</li></ul>',
      '<p><a href="/kereses">Nézze meg friss kínálatunkat!</a></p>',
    ].join('')),
    page(6, 'franchise', 2, 'Impresszum', impressum('Lakáspont Ingatlan Kft.', office(21))),
    page(7, 'office', 13, 'Csapatunk', [
      '<p>Az Immo1 XIII. kerületi irodájának értékesítői Angyalföldet, Újlipótvárost és Vizafogót ismerik a legjobban.</p>',
      `<ul>${team}</ul>`,
    ].join('')),
    page(8, 'office', 13, 'Értékbecslés', [
      '<h2>Mennyit ér az ingatlanom?</h2>',
      '<p>Kérjen ingyenes értékbecslést! Kollégánk személyesen megnézi az ingatlant, és a környékbeli friss adásvételek alapján 48 órán belül írásos javaslatot ad az irányárra.</p>',
      '<ol><li>Időpont egyeztetése telefonon vagy e-mailben</li><li>Helyszíni bejárás</li><li>Írásos értékbecslés és értékesítési terv</li></ol>',
    ].join('')),
    page(9, 'office', 13, 'Impresszum', impressum('Immo1 Budapest XIII. Kft.', office(13))),
    page(10, 'office', 21, 'Ingyenes értékbecslés', [
      '<h2>Ingyenes értékbecslés Debrecenben</h2>',
      '<p>Debreceni irodánk 2009 óta ismeri a helyi piacot a Nagyerdőtől Józsáig. Hívjon minket, és díjmentesen felmérjük ingatlana piaci értékét!</p>',
    ].join('')),
    page(11, 'office', 21, 'Impresszum', impressum('Debreceni Ingatlaniroda Kft.', office(21))),
    page(12, 'office', 21, 'Kapcsolat', contact(office(21), 'Irodánk Debrecen belvárosában, a Piac utcán található.')),
  ];
}
