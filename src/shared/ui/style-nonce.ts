import { setNonce } from 'get-nonce';
import { readCspNonce } from '../lib/csp-nonce';

/**
 * The nonce every `<style>` the UI writes at run time carries, so that the deployed policy needs no
 * 'unsafe-inline' for styles: Mantine's through `MantineProvider`'s `getStyleNonce` (AppProviders),
 * the scroll lock's (react-remove-scroll, under every modal) through `get-nonce`, which it reads, and
 * the panel's own (`styleElement`).
 */
const nonce = readCspNonce();
if (nonce) setNonce(nonce);

export const getStyleNonce = nonce ? () => nonce : undefined;

/** A `<style>` element the policy allows: with the page's nonce, set before it enters the document. */
export function styleElement(): HTMLStyleElement {
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  return style;
}
