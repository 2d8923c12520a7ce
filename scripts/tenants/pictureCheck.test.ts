import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { pictureWarning, pictureWarnings } from './pictureCheck';

/** A port nothing listens on: a server started and closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('pictureWarning', () => {
  it('warns, naming the option, about an https logo that cannot be fetched', async () => {
    const url = `https://127.0.0.1:${await closedPort()}/logo.png`;
    const warning = await pictureWarning('--logo-url', url);
    expect(warning).toMatch(new RegExp(`^--logo-url: ${url.replaceAll('.', '\\.')}: it could not be fetched \\(.+\\); the site shows a broken picture`));
  });

  it('warns about a drawn logo whose label is too long to draw, and not about one that fits', async () => {
    expect(await pictureWarning('--logo-url', '/media/logo.svg?label=nagyon-hosszu-aldomain-nev-iroda&color=000000&accent=b79267')).toMatch(/too long for the logo/);
    expect(await pictureWarning('--logo-url', '/media/logo.svg?label=Szeged&color=000000&accent=b79267')).toBeNull();
  });

  it('does not fetch a path of the site', async () => {
    expect(await pictureWarnings({ logoUrl: '/media/own-logo.png', coverUrl: undefined })).toEqual([]);
  });
});
