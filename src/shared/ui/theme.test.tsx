import { MantineProvider, Modal, Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, theme } from './theme';

const WHITE = '#ffffff';
const palettes = Object.entries(theme.colors ?? {}).map(
  ([name, shades]) => [name, shades!] as const,
);

describe('theme contrast (WCAG AA, 4.5:1)', () => {
  it.each(palettes)(
    '%s: white on filled, filled on white and on light, light text on light',
    (_, shades) => {
      expect(contrastRatio(WHITE, shades[8])).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(shades[8], shades[1])).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(shades[9], shades[1])).toBeGreaterThanOrEqual(AA_CONTRAST);
    },
  );

  it('primary shade is the readable one', () => {
    expect(theme.primaryShade).toEqual({ light: 8, dark: 8 });
  });

  it('dimmed text (gray-6) is readable on white and on a selected row', () => {
    const gray6 = theme.colors!.gray![6];
    expect(contrastRatio(gray6, WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(gray6, theme.colors!.indigo![1])).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});

describe('close buttons are named', () => {
  it('in a modal and in a notification', () => {
    render(
      <MantineProvider theme={theme}>
        <Notification onClose={() => {}}>Готово</Notification>
        <Modal opened onClose={() => {}} title="Диалог" transitionProps={{ duration: 0 }}>
          Текст
        </Modal>
      </MantineProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Закрыть' })).toHaveLength(2);
  });
});
