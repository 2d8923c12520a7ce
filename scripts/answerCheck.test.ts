import { describe, expect, it } from 'vitest';
import { answerProblem } from './answerCheck.ts';

const page = { kind: 'html', status: 200 } as const;
const json = { kind: 'json', status: 200 } as const;

describe('answerProblem (the load test’s check of each answer)', () => {
  it('accepts a whole page with its status and an HTML content type', () => {
    expect(answerProblem(page, 200, 'text/html; charset=utf-8', '<!doctype html><html><body></body></html>\n')).toBeNull();
  });

  it('names a status other than the route’s, a 5xx included', () => {
    expect(answerProblem(page, 503, 'text/html; charset=utf-8', '<html></html>')).toBe('status 503, not 200');
    expect(answerProblem({ kind: 'html', status: 404 }, 200, 'text/html', '<html></html>')).toBe('status 200, not 404');
  });

  it('names a content type of another kind', () => {
    expect(answerProblem(page, 200, 'application/json', '<html></html>')).toBe('content type application/json for html');
    expect(answerProblem(json, 200, undefined, '{}')).toBe('content type (none) for json');
  });

  it('refuses a page cut short and JSON that does not parse', () => {
    expect(answerProblem(page, 200, 'text/html', '<html><body><main>')).toBe('HTML does not end with </html>');
    expect(answerProblem(json, 200, 'application/json', '{"data":[1,2')).toBe('JSON does not parse');
  });

  it('checks sitemaps and SVG pictures for their closing element', () => {
    expect(answerProblem({ kind: 'xml', status: 200 }, 200, 'application/xml', '<sitemapindex></sitemapindex>')).toBeNull();
    expect(answerProblem({ kind: 'svg', status: 200 }, 200, 'image/svg+xml', '<svg>')).toBe('SVG does not end with </svg>');
  });
});
