/**
 * @module The e-mail an agent gets about an enquiry: a React component rendered on the server (the
 * HTML part, in the tenant's name and colours, with the listing's picture, title, price and link, and
 * what the visitor wrote) and the same content as plain text. React escapes everything the visitor
 * typed; the layout is tables and inline styles, which is what mail clients read.
 */
import type { CSSProperties } from 'react';
import { emailPictureUrl } from '../../domain/heads/mediaPictureNames';
import { definiteArticleBefore } from '../../domain/helpers/definiteArticle';
import { EmailFrame, emailCell as cell, emailHtml } from '../email/EmailFrame';

export interface EnquiryEmailData {
  siteName: string;
  siteUrl: string;
  /** Checked colours (#rrggbb) of the tenant. */
  primaryColor: string;
  secondaryColor: string;
  /** Absolute. */
  logoUrl: string | null;
  listing: { id: number; name: string; priceLabel: string; place: string; url: string; pictureUrl: string | null };
  visitor: { name: string; email: string; phone: string | null; message: string };
}

/** The subject line: which listing, so an agent's inbox sorts itself. */
export function enquiryEmailSubject(data: EnquiryEmailData): string {
  return `Új érdeklődés: ${data.listing.name} (${data.listing.id}.)`;
}

const label: CSSProperties = { ...cell, padding: '2px 24px', color: '#57606a', width: '110px', verticalAlign: 'top' };

export function EnquiryEmail({ data }: { data: EnquiryEmailData }) {
  const { listing, visitor } = data;
  return (
    <EmailFrame site={data} title={enquiryEmailSubject(data)}>
      <tr>
        <td style={{ ...cell, paddingTop: '20px', fontSize: '18px', fontWeight: 'bold' }}>Új érdeklődés érkezett egy hirdetésére</td>
      </tr>
      {listing.pictureUrl ? (
        <tr>
          <td style={{ ...cell, paddingTop: '4px' }}>
            <a href={listing.url}>
              <img src={emailPictureUrl(listing.pictureUrl)} alt={listing.name} width={552} style={{ width: '100%', maxWidth: '552px', height: 'auto', border: 0, display: 'block' }} />
            </a>
          </td>
        </tr>
      ) : null}
      <tr>
        <td style={cell}>
          <a href={listing.url} style={{ color: data.primaryColor, fontSize: '17px', fontWeight: 'bold', textDecoration: 'none' }}>
            {listing.name}
          </a>
          <br />
          <span style={{ color: data.secondaryColor, fontWeight: 'bold' }}>{listing.priceLabel}</span> · {listing.place} · {listing.id}. számú hirdetés
        </td>
      </tr>
      <tr>
        <td style={{ padding: '8px 0' }}>
          <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
            <tbody>
              <tr>
                <td style={label}>Név</td>
                <td style={{ ...cell, padding: '2px 24px 2px 0' }}>{visitor.name}</td>
              </tr>
              <tr>
                <td style={label}>E-mail</td>
                <td style={{ ...cell, padding: '2px 24px 2px 0' }}>
                  <a href={`mailto:${visitor.email}`} style={{ color: data.primaryColor }}>
                    {visitor.email}
                  </a>
                </td>
              </tr>
              <tr>
                <td style={label}>Telefon</td>
                <td style={{ ...cell, padding: '2px 24px 2px 0' }}>{visitor.phone ? <a href={`tel:${visitor.phone.replace(/[^\d+]/g, '')}`} style={{ color: data.primaryColor }}>{visitor.phone}</a> : 'nem adta meg'}</td>
              </tr>
            </tbody>
          </table>
        </td>
      </tr>
      <tr>
        <td style={{ ...cell, whiteSpace: 'pre-wrap', borderLeft: `4px solid ${data.secondaryColor}`, backgroundColor: '#fafafa' }}>{visitor.message}</td>
      </tr>
      <tr>
        <td style={{ ...cell, paddingBottom: '24px', fontSize: '13px', color: '#57606a' }}>
          Válaszoljon erre a levélre: a válasz az érdeklődőhöz megy. A levelet {definiteArticleBefore(data.siteName)} <a href={data.siteUrl} style={{ color: data.primaryColor }}>{data.siteName}</a> oldal küldte.
        </td>
      </tr>
    </EmailFrame>
  );
}

/** The plain-text part: the same content, for clients that show no HTML. */
export function enquiryEmailText(data: EnquiryEmailData): string {
  const { listing, visitor } = data;
  return [
    `Új érdeklődés érkezett ${definiteArticleBefore(data.siteName)} ${data.siteName} oldalán.`,
    '',
    `Ingatlan: ${listing.name} (${listing.id}.)`,
    `Ár: ${listing.priceLabel}`,
    `Hely: ${listing.place}`,
    `Hirdetés: ${listing.url}`,
    '',
    `Név: ${visitor.name}`,
    `E-mail: ${visitor.email}`,
    `Telefon: ${visitor.phone ?? 'nem adta meg'}`,
    '',
    'Üzenet:',
    visitor.message,
    '',
    '-- ',
    'Válaszoljon erre a levélre: a válasz az érdeklődőhöz megy.',
  ].join('\n');
}

/** The HTML part, rendered by React on the server (backOffice/email/EmailFrame.tsx). */
export function enquiryEmailHtml(data: EnquiryEmailData): Promise<string> {
  return emailHtml(<EnquiryEmail data={data} />);
}
