import { APP_NAME } from '../config';

/** `Who Will Win - <page>` for document.title (SPEC §2). */
export function pageTitle(page: string): string {
  return `${APP_NAME} - ${page}`;
}

/** Route `head` option: sets document.title through the router's HeadContent. */
export function titleHead(page: string) {
  return () => ({ meta: [{ title: pageTitle(page) }] });
}
