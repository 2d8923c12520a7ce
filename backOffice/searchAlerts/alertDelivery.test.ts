import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { configOf } from '../../worker/env';
import { waitForSentEmails } from '../../worker/test/sentEmails';
import { sendConfirmation } from './alertDelivery';

describe('sendConfirmation', () => {
  it('sends the confirmation of a site whose CMS name holds a line break, ESC and a bidi control, with a clean From header', async () => {
    await env.DB.prepare("UPDATE public_site_settings SET value = 'Immo1' || char(13, 10) || 'Budapest ' || char(27) || 'XIII.' || char(8238) || ' kerület' WHERE site_domain_id = 3 AND key = 'site_name'").run();
    const email = `anna.${crypto.randomUUID().slice(0, 8)}@example.hu`;
    const id = z.number().parse(
      await env.DB.prepare("INSERT INTO search_alerts (subdomain, site_url, unit_type, unit_id, email, query, frequency) VALUES ('budapest13', 'http://budapest13.localhost', 'office', 13, ?, '', 'daily') RETURNING id")
        .bind(email)
        .first('id'),
    );
    await sendConfirmation(env, configOf(env), id, z.string().parse(env.ALERT_LINK_SECRET));
    const [confirmation, ...others] = await waitForSentEmails(email, 1);
    expect(others).toEqual([]);
    expect(confirmation?.headers.from).toBe('Immo1 Budapest XIII. kerület <ertesites@localhost.example>');
    expect(confirmation?.headers.subject).not.toMatch(/[\u0000-\u001f\u202e]/);
  });
});
