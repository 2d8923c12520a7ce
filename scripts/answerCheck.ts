/**
 * @module Whether an answer of the load test is well formed: the route's status, its content type, and
 * a body that is whole (an HTML page that ends with </html>, JSON that parses, XML that ends with its root).
 */
import type { AnswerKind } from './tenantRoutes.ts';

const contentTypes: Record<AnswerKind, RegExp> = {
  html: /^text\/html\b/,
  json: /^application\/json\b/,
  xml: /^(application|text)\/xml\b/,
  text: /^text\/plain\b/,
  svg: /^image\/svg\+xml\b/,
};

/** A complete body of its kind; the problem when it is not. */
function bodyProblem(kind: AnswerKind, body: string): string | null {
  const end = body.trimEnd();
  switch (kind) {
    case 'html':
      return end.endsWith('</html>') ? null : 'HTML does not end with </html>';
    case 'json':
      try {
        JSON.parse(body);
        return null;
      } catch {
        return 'JSON does not parse';
      }
    case 'xml':
      return /<\/(sitemapindex|urlset)>$/.test(end) ? null : 'XML does not end with its root element';
    case 'svg':
      return end.endsWith('</svg>') ? null : 'SVG does not end with </svg>';
    case 'text':
      return end.length > 0 ? null : 'empty text';
  }
}

/**
 * What is wrong with an answer, or null when it is what the route answers: its status, a content type
 * of its kind, and a whole body.
 * @example answerProblem({ kind: 'html', status: 200 }, 200, 'text/html; charset=utf-8', '<html>…</html>') // null
 */
export function answerProblem(expected: { kind: AnswerKind; status: number }, status: number, contentType: string | undefined, body: string): string | null {
  if (status !== expected.status) return `status ${status}, not ${expected.status}`;
  if (!contentTypes[expected.kind].test(contentType ?? '')) return `content type ${contentType ?? '(none)'} for ${expected.kind}`;
  return bodyProblem(expected.kind, body);
}
