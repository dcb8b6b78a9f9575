/**
 * Parameters whose values say how a request is shaped and never who asked or with what key: only these keep their
 * values in a logged URL. Every other value — a token under any name (`token`, `auth_token`, `sig`, `X-Amz-Signature`,
 * `;jsessionid=`), a search text, an address — is written `[redacted]` (issue 40 item 8).
 */
const SHAPE_PARAMS = new Set(
  [
    'f',
    'start',
    'num',
    'limit',
    'offset',
    'page',
    'sortField',
    'sortOrder',
    'countFields',
    'countSize',
    'returnGeometry',
    'returnCountOnly',
    'returnIdsOnly',
    'resultOffset',
    'resultRecordCount',
    'outSR',
    'inSR',
    'lang',
    'locale',
    'response_type',
    'code_challenge_method',
    'expiration',
  ].map((name) => name.toLowerCase()),
);

/**
 * A parameter: its separator (`?`, `&`, `#` or a path's `;`), name and value. A value ends at the next separator or
 * white space (a URL inside a sentence); a path parameter's also at `/` or `?`.
 */
const PARAM = /([?&#;])([^=&#;?/\s]*)=([^&#;\s]*)/g;
/** The password of `scheme://user:password@host`. */
const USERINFO = /(\/\/[^/\s:@]*):[^@\s/]*@/g;

/** A parameter name as the server reads it: percent-decoded (twice for a nested URL), `+` as a space. */
function paramName(raw: string): string {
  let name = raw;
  for (let i = 0; i < 2; i++) {
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      break;
    }
  }
  return name.trim().toLowerCase();
}

/**
 * Every URL the server logs passes here: the values of its query, fragment and path parameters become `[redacted]`,
 * except those of a short list of parameters that only shape a request (`f`, `start`, `num`, `sortField`, …), and so
 * does a password in the address. Works on a path (`/sharing/rest/search?f=json&q=x`), a full URL, a URL nested as a
 * parameter value (redacted with its parameter) and URLs inside a sentence (an error message).
 *
 * @example
 * redactUrl('https://h/exports/a.csv?sig=abc&f=json'); // 'https://h/exports/a.csv?sig=[redacted]&f=json'
 * redactUrl('/files/1;token=abc/data?auth_token=x'); // '/files/1;token=[redacted]/data?auth_token=[redacted]'
 */
export function redactUrl(url: string): string {
  return url.replace(USERINFO, '$1:[redacted]@').replace(PARAM, (all, sep: string, name: string, value: string) => {
    // A path parameter's value ends where the path goes on; what follows is read again.
    const cut = sep === ';' ? value.search(/[/?]/) : -1;
    const own = cut >= 0 ? value.slice(0, cut) : value;
    const rest = cut >= 0 ? redactUrl(value.slice(cut)) : '';
    if (own === '' || own === '[redacted]' || SHAPE_PARAMS.has(paramName(name))) return `${sep}${name}=${own}${rest}`;
    return `${sep}${name}=[redacted]${rest}`;
  });
}
