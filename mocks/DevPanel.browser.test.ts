import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { controls, CONTROLS_KEY } from './controls';
import type * as Controls from './controls';
import { DevPanel } from './DevPanel';

// The service worker cannot start under jsdom; the panel only needs the controls it changes.
vi.mock('./browser', async () => {
  const actual = await vi.importActual<typeof Controls>('./controls');
  return { mockApi: { controls: actual.controls, setControls: actual.setControls } };
});

describe('mock developer panel', () => {
  it('«Коллега-модератор» is off by default and turns the simulated colleague on and off', async () => {
    const user = userEvent.setup();
    render(createElement(MantineProvider, { env: 'test' }, createElement(DevPanel)));
    await user.click(screen.getByRole('button', { name: 'Мок-сервер' }));
    const toggle = await screen.findByRole('switch', { name: /^Коллега-модератор/ });
    expect(toggle).not.toBeChecked();
    expect(controls.colleague).toBe(false);

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(controls.colleague).toBe(true);
    // Kept like the other controls, so other tabs and a reload keep it.
    expect(JSON.parse(window.localStorage.getItem(CONTROLS_KEY) ?? '{}')).toMatchObject({
      colleague: true,
    });

    await user.click(toggle);
    expect(controls.colleague).toBe(false);
  });

  it('«Зерно ошибок» is 0 (chance) by default and sets the seed that makes errors repeatable', async () => {
    const user = userEvent.setup();
    render(createElement(MantineProvider, { env: 'test' }, createElement(DevPanel)));
    await user.click(screen.getByRole('button', { name: 'Мок-сервер' }));
    const seed = await screen.findByRole('textbox', { name: /^Зерно ошибок/ });
    expect(seed).toHaveValue('0');
    await user.clear(seed);
    await user.type(seed, '42');
    expect(controls.errorSeed).toBe(42);
    expect(JSON.parse(window.localStorage.getItem(CONTROLS_KEY) ?? '{}')).toMatchObject({
      errorSeed: 42,
    });
  });
});
