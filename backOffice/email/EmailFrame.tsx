/**
 * @module What every e-mail of the site shares (the enquiry to an agent, the search alerts'): the
 * document, the centred 600 px table in the tenant's colours with its name and logo, the text cell's
 * style, and rendering to HTML on the server. Tables and inline styles, which mail clients read.
 */
import type { CSSProperties, ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import { emailPictureUrl } from '../../domain/heads/mediaPictureNames';

export interface EmailBranding {
  siteName: string;
  /** Checked colours (#rrggbb) of the tenant. */
  primaryColor: string;
  secondaryColor: string;
  /** Absolute. */
  logoUrl: string | null;
}

/** A text cell of the body. */
export const emailCell: CSSProperties = { padding: '8px 24px', fontFamily: 'Arial, Helvetica, sans-serif', fontSize: '15px', lineHeight: '1.5', color: '#1f2328' };

/** The document around an e-mail's rows (`<tr>`s). */
export function EmailFrame({ site, title, children }: { site: EmailBranding; title: string; children: ReactNode }) {
  return (
    <html lang="hu">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: '#f4f4f4' }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: '#f4f4f4' }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 8px' }}>
                <table role="presentation" width="600" cellPadding={0} cellSpacing={0} style={{ maxWidth: '600px', width: '100%', backgroundColor: '#ffffff', borderTop: `6px solid ${site.secondaryColor}` }}>
                  <tbody>
                    <tr>
                      <td style={{ ...emailCell, backgroundColor: site.primaryColor, color: '#ffffff', padding: '16px 24px', fontSize: '18px', fontWeight: 'bold' }}>
                        {site.logoUrl ? <img src={emailPictureUrl(site.logoUrl)} alt="" height={32} style={{ verticalAlign: 'middle', marginRight: '12px', border: 0 }} /> : null}
                        {site.siteName}
                      </td>
                    </tr>
                    {children}
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/**
 * An e-mail's HTML part, rendered by React on the server (React writes the doctype for an <html> root).
 * The streaming renderer the worker already bundles, read to the end: nothing in an e-mail suspends.
 */
export async function emailHtml(element: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}
