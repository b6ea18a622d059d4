import { APP_NAME } from '../config';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page's name in the document title, known before its data: the title changes with the
     * navigation, not seconds later when the page's chunk and loader are done (`head` runs only
     * then). A route whose title names its item (a video's title) adds a `head` for that.
     */
    title?: string;
  }
}

/** `Who Will Win - <page>` for document.title (docs/product.md#routes). */
export function pageTitle(page: string): string {
  return `${APP_NAME} - ${page}`;
}

/** The title of the deepest route that names its page, from the root down; else the app's name. */
export function titleOf(routes: ReadonlyArray<{ title?: string } | undefined>): string {
  const page = routes.findLast((staticData) => staticData?.title)?.title;
  return page ? pageTitle(page) : APP_NAME;
}
