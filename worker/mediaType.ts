/**
 * @module The media type a request says its body is, for the endpoints that take only one kind.
 */

/**
 * The Content-Type header's media type, lower case, without its parameters; '' when there is none.
 * @example mediaTypeOf('Application/JSON; charset=utf-8') // 'application/json'
 */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
