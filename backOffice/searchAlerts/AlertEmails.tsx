/**
 * @module The search alerts' e-mails, as React components rendered on the server in the site's e-mail
 * frame (backOffice/email/EmailFrame.tsx) with a plain-text twin each: the confirmation (double opt-in) and the
 * digest of new and reduced listings, in the tenant's name and colours, each with how to stop them at
 * its bottom (the unsubscribe link, and in the digest the manage page).
 */
import type { CSSProperties } from 'react';
import { emailPictureUrl } from '../../domain/heads/mediaPictureNames';
import { alertFrequencies, type AlertFrequency, confirmLinkHours } from '../../domain/searchAlerts/searchAlert';
import { type EmailBranding, EmailFrame as Frame, emailCell as cell, emailHtml } from '../email/EmailFrame';

export interface AlertSite extends EmailBranding {
  siteUrl: string;
}

interface ConfirmEmailData {
  site: AlertSite;
  frequency: AlertFrequency;
  /** The saved search in words (domain/search/searchSummary.ts): which alert it is. */
  search: string;
  searchUrl: string;
  confirmUrl: string;
  /** The unsubscribe page: the alert can be left from this e-mail too, before or after confirming it. */
  unsubscribeUrl: string;
}

export interface DigestListing {
  name: string;
  url: string;
  pictureUrl: string | null;
  priceLabel: string;
  /** "Új" or "Árcsökkenés: 52 M Ft helyett". */
  newsLabel: string;
  facts: string;
}

interface DigestEmailData {
  site: AlertSite;
  listings: DigestListing[];
  more: number;
  /** The saved search in words: two alerts of one address are told apart by it. */
  search: string;
  searchUrl: string;
  unsubscribeUrl: string;
  manageUrl: string;
}

const small: CSSProperties = { ...cell, fontSize: '13px', color: '#57606a' };
/** The saved search in words, a link to its results: the line that says which alert this is. */
function SearchLine({ site, search, searchUrl }: { site: AlertSite; search: string; searchUrl: string }) {
  return (
    <tr>
      <td style={{ ...cell, paddingTop: '4px' }}>
        <span style={{ display: 'block', fontSize: '13px', color: '#57606a' }}>A mentett keresés:</span>
        <a href={searchUrl} style={{ color: site.primaryColor, fontSize: '16px', fontWeight: 'bold' }}>
          {search}
        </a>
      </td>
    </tr>
  );
}

const frequencyLabel = (frequency: AlertFrequency) => alertFrequencies.find((f) => f.value === frequency)?.label.toLowerCase() ?? frequency;

export const confirmEmailSubject = (data: ConfirmEmailData) => `Erősítse meg az értesítést – ${data.site.siteName}`;

function ConfirmEmail({ data }: { data: ConfirmEmailData }) {
  return (
    <Frame site={data.site} title={confirmEmailSubject(data)}>
      <tr>
        <td style={{ ...cell, paddingTop: '20px', fontSize: '18px', fontWeight: 'bold' }}>Erősítse meg, hogy értesítést kér</td>
      </tr>
      <tr>
        <td style={cell}>
          Valaki (remélhetőleg Ön) ezzel a címmel {frequencyLabel(data.frequency)} értesítést kért az új hirdetésekről, amelyek megfelelnek az alábbi keresésnek. Amíg meg nem erősíti, egyetlen levelet sem küldünk.
        </td>
      </tr>
      <SearchLine site={data.site} search={data.search} searchUrl={data.searchUrl} />
      <tr>
        <td style={{ ...cell, padding: '16px 24px' }}>
          <a href={data.confirmUrl} style={{ display: 'inline-block', padding: '12px 20px', borderRadius: '8px', backgroundColor: data.site.primaryColor, color: '#ffffff', fontWeight: 'bold', textDecoration: 'none' }}>
            Megerősítem az értesítést
          </a>
        </td>
      </tr>
      <tr>
        <td style={{ ...small, paddingBottom: '8px' }}>
          A hivatkozás {confirmLinkHours} óráig érvényes. Ha nem Ön kérte, nincs teendője: a címét {confirmLinkHours} óra múlva töröljük, és több levelet nem kap.
        </td>
      </tr>
      <tr>
        <td style={{ ...small, paddingBottom: '24px' }}>
          Ezt a levelet azért kapja, mert valaki ezzel a címmel értesítést kért {data.site.siteName} oldalán.{' '}
          <a href={data.unsubscribeUrl} style={{ color: data.site.primaryColor }}>
            Leiratkozás
          </a>
        </td>
      </tr>
    </Frame>
  );
}

export function confirmEmailText(data: ConfirmEmailData): string {
  return [
    // The search in words, not its address: the query string says nothing to a reader.
    `Valaki (remélhetőleg Ön) ezzel a címmel ${frequencyLabel(data.frequency)} értesítést kért ${data.site.siteName} oldalán az új hirdetésekről, amelyek megfelelnek ennek a keresésnek:`,
    data.search,
    '',
    'Amíg meg nem erősíti, egyetlen levelet sem küldünk. Megerősítés:',
    data.confirmUrl,
    '',
    `A hivatkozás ${confirmLinkHours} óráig érvényes. Ha nem Ön kérte, nincs teendője: a címét ${confirmLinkHours} óra múlva töröljük.`,
    '',
    '-- ',
    `Leiratkozás: ${data.unsubscribeUrl}`,
  ].join('\n');
}

export const digestEmailSubject = (data: DigestEmailData) => {
  const count = data.listings.length + data.more;
  return `${count} új vagy olcsóbb ingatlan a mentett keresésében – ${data.site.siteName}`;
};

function DigestEmail({ data }: { data: DigestEmailData }) {
  const { site } = data;
  return (
    <Frame site={site} title={digestEmailSubject(data)}>
      <tr>
        <td style={{ ...cell, paddingTop: '20px', fontSize: '18px', fontWeight: 'bold' }}>Új és olcsóbb hirdetések a mentett keresésében</td>
      </tr>
      <SearchLine site={site} search={data.search} searchUrl={data.searchUrl} />
      {data.listings.map((listing) => (
        <tr key={listing.url}>
          <td style={{ ...cell, borderBottom: '1px solid #e6e6e6' }}>
            <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
              <tbody>
                <tr>
                  {listing.pictureUrl ? (
                    <td width={160} style={{ width: '160px', verticalAlign: 'top', paddingRight: '12px' }}>
                      <a href={listing.url}>
                        <img src={emailPictureUrl(listing.pictureUrl)} alt="" width={160} style={{ width: '160px', height: 'auto', border: 0, display: 'block', borderRadius: '6px' }} />
                      </a>
                    </td>
                  ) : null}
                  <td style={{ verticalAlign: 'top', fontFamily: 'Arial, Helvetica, sans-serif', fontSize: '14px', lineHeight: '1.45', color: '#1f2328' }}>
                    <span style={{ display: 'inline-block', padding: '1px 8px', borderRadius: '999px', backgroundColor: '#0b6b3a', color: '#ffffff', fontSize: '12px', fontWeight: 'bold' }}>{listing.newsLabel}</span>
                    <br />
                    <a href={listing.url} style={{ color: site.primaryColor, fontSize: '16px', fontWeight: 'bold', textDecoration: 'none' }}>
                      {listing.name}
                    </a>
                    <br />
                    <span style={{ color: site.secondaryColor, fontWeight: 'bold' }}>{listing.priceLabel}</span> · {listing.facts}
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      ))}
      {data.more > 0 ? (
        <tr>
          <td style={{ ...cell, paddingTop: '12px' }}>
            <a href={data.searchUrl} style={{ color: site.primaryColor, fontWeight: 'bold' }}>
              és még {data.more} hirdetés a keresésben →
            </a>
          </td>
        </tr>
      ) : null}
      <tr>
        <td style={{ ...small, paddingTop: '16px', paddingBottom: '24px' }}>
          Ezt a levelet azért kapja, mert értesítést kért {site.siteName} oldalán. <a href={data.manageUrl} style={{ color: site.primaryColor }}>Az értesítés módosítása vagy törlése</a> ·{' '}
          <a href={data.unsubscribeUrl} style={{ color: site.primaryColor }}>
            Leiratkozás
          </a>
        </td>
      </tr>
    </Frame>
  );
}

export function digestEmailText(data: DigestEmailData): string {
  return [
    `Új és olcsóbb hirdetések a mentett keresésében (${data.site.siteName}):`,
    data.search,
    '',
    ...data.listings.flatMap((listing) => [`${listing.newsLabel}: ${listing.name}`, `${listing.priceLabel} · ${listing.facts}`, listing.url, '']),
    // The whole list is one click from the alert's page, whose link is the search in words, not a query string.
    ...(data.more > 0 ? [`És még ${data.more} hirdetés felel meg a keresésnek; a teljes listát az értesítés oldaláról nyithatja meg:`, data.manageUrl, ''] : []),
    '-- ',
    `Az értesítés módosítása vagy törlése: ${data.manageUrl}`,
    `Leiratkozás: ${data.unsubscribeUrl}`,
  ].join('\n');
}

export const confirmEmailHtml = (data: ConfirmEmailData) => emailHtml(<ConfirmEmail data={data} />);
export const digestEmailHtml = (data: DigestEmailData) => emailHtml(<DigestEmail data={data} />);
