/**
 * Where the OAuth state and PKCE verifier wait for the return, per client. The client library's
 * keys, so a page moving between it and Plaza finds a sign-in in progress.
 *
 * @example
 * oauthStorageKeys('plaza-web').state; // "ARCGIS_REST_JS_AUTH_STATE_plaza-web"
 */
export function oauthStorageKeys(clientId: string): { readonly state: string; readonly codeVerifier: string } {
  return {
    state: `ARCGIS_REST_JS_AUTH_STATE_${clientId}`,
    codeVerifier: `ARCGIS_REST_JS_CODE_VERIFIER_${clientId}`,
  };
}
