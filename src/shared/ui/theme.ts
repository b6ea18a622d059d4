import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** WCAG 2.x AA contrast for normal-size text. */
export const AA_CONTRAST = 4.5;

const WHITE = '#ffffff';

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours (1…21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The colour itself, or the least darkened version of it that reaches `ratio` against every background. */
function darkenUntilReadable(color: string, backgrounds: string[], ratio = AA_CONTRAST): string {
  let current = color;
  while (backgrounds.some((background) => contrastRatio(current, background) < ratio)) {
    current = `#${channels(current)
      .map((channel) =>
        Math.floor(channel * 0.96)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  }
  return current;
}

/**
 * Mantine's palettes with shades 8 and 9 darkened where they fail AA, so that with `primaryShade: 8`
 * every variant is readable without per-page colours:
 * - `filled` (white text on shade 8), `outline`/`subtle` and `c="red"` text (shade 8 on white), links
 *   (primary shade 8, also on the selected-row background, shade 1): shade 8 reaches 4.5:1 against
 *   white and against its own shade 1;
 * - `light` (shade 9 text on shade 1, e.g. status badges): shade 9 reaches 4.5:1 against shade 1 and
 *   stays visibly darker than shade 8 (it is the hover colour of filled buttons).
 * Default Mantine fails here: the yellow badge is 2.7:1, the green one 3.8:1, white on green-6 2.4:1.
 */
function withReadableShades(palette: MantineColorsTuple): MantineColorsTuple {
  const shades = [...palette];
  const light = shades[1]!;
  const text = darkenUntilReadable(shades[8]!, [WHITE, light]);
  let strong = darkenUntilReadable(shades[9]!, [light]);
  // Shade 9 is also the hover of filled buttons: visibly darker than shade 8.
  if (relativeLuminance(strong) > relativeLuminance(text) || contrastRatio(strong, text) < 1.2)
    strong = darkenUntilReadable(text, [text], 1.2);
  shades[8] = text;
  shades[9] = strong;
  return shades as unknown as MantineColorsTuple;
}

const PRIMARY = 'indigo';

const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => [
    name,
    withReadableShades(palette),
  ]),
);
// Secondary text (`c="dimmed"`, gray-6) on white, on grey table stripes and on the selected-row
// background (primary shade 1): #868e96 was 3.3:1 on white.
colors.gray = Object.assign([...colors.gray!], {
  6: darkenUntilReadable(colors.gray![6]!, [WHITE, colors[PRIMARY]![1]!]),
}) as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: PRIMARY,
  primaryShade: { light: 8, dark: 8 },
  colors,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  // A user who asked the system for less motion gets dialogs, menus and notifications without their
  // fades (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // Every icon-only close button (modals, drawers, notifications, alerts) is announced; a button
    // that passes its own label («Очистить поиск») keeps it.
    CloseButton: { defaultProps: { 'aria-label': 'Закрыть' } },
    // The body of an alert is a flex item: without this a long word widens it and the alert cuts it off.
    Alert: { styles: { body: { minWidth: 0 } } },
    Notification: { defaultProps: { withBorder: true } },
    // A dialog's header is not a second banner of the page (axe landmark-no-duplicate-banner). The
    // scroll lock stops the wheel and touch outside a dialog, without its scroll-bar part: that put a
    // style sheet with a custom property on `body`, and every element of the page was restyled as a
    // dialog opened and again as it closed; global.css stops the keys (docs/performance.md#dialogs).
    Modal: {
      defaultProps: {
        attributes: { header: { role: 'presentation' } },
        removeScrollProps: { removeScrollBar: false },
      },
    },
    // A badge is one short word (a status, a role, «Активна»): never cut to «АКТ…», even in a
    // table column drawn as narrow as its content.
    Badge: {
      styles: { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } },
    },
    // Mantine 9 keeps every select's list of options drawn (hidden) from the start and positions it
    // against its field while the page is first drawn: on a list page with four selects, hundreds of
    // option elements and forced style recalculations nobody asked for. Drawn on opening instead.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Field errors in the readable red (Mantine's red-6 is 3.3:1 on white), and placeholders in the
 * readable grey of secondary text: a date picker's placeholder is the text of a button («Бессрочно»),
 * and Mantine's gray-5 is 2.1:1 on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // The backdrop of pages without the shell (login): a shade off the cards on it.
    '--www-color-backdrop': 'var(--mantine-color-gray-0)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  // Mantine's dark secondary text (dark-2, #828282) is 4.0:1 on the dark body (dark-7), and links
  // (primary-4) 4.3:1 on a hovered or striped row (dark-5): one step lighter each.
  dark: {
    '--www-color-backdrop': 'var(--mantine-color-dark-8)',
    '--mantine-color-anchor': 'var(--mantine-primary-color-3)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
});
