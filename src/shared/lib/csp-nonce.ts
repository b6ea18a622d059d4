/**
 * The nonce the page's Content-Security-Policy allows the `<style>` elements by that the UI writes at
 * run time (Mantine's CSS variables and responsive style props, the scroll lock under modals). The
 * build writes CSP_NONCE_PLACEHOLDER into index.html (Vite's `html.cspNonce`: a
 * `<meta property="csp-nonce">` and a nonce on each tag it writes); the production web server puts a
 * fresh value in its place in every answer and the same value in the policy
 * (deploy/nginx.conf.template). Where nothing replaces it (the dev server, `vite preview`) there is no
 * policy, and the placeholder does no harm.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The page's nonce, or undefined (a test's document, a page without the meta element). */
export function readCspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide a nonce attribute once they have read it; the element's property keeps the value.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
