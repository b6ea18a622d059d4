import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installEarlyKeys } from './early-keys';
import { useShortcuts, type Shortcut } from './shortcuts';
import { press } from '@/test/keys';

function Keys({ shortcuts }: { shortcuts: Shortcut[] }) {
  useShortcuts(shortcuts);
  return null;
}

afterEach(() => {
  window.__earlyKeys?.close();
  delete window.__earlyKeys;
});

describe('keys pressed before the handlers exist', () => {
  it('are handed, in order, to the handlers of their keys as they mount, once', () => {
    installEarlyKeys();
    // Ctrl+K is kept from the browser (its own search field would take the focus).
    expect(press('KeyK', 'л', { ctrlKey: true })).toBe(false);
    press('KeyJ', 'о');
    press('KeyA', 'ф');
    const order: string[] = [];
    const palette = vi.fn(() => order.push('palette'));
    const approve = vi.fn(() => order.push('approve'));
    const next = vi.fn(() => order.push('next'));

    render(<Keys shortcuts={[{ keys: 'mod+K', run: palette, inFields: true }]} />);
    expect(palette).toHaveBeenCalledTimes(1);
    const page = render(
      <Keys
        shortcuts={[
          { keys: 'J', run: next },
          { keys: 'A', run: approve },
        ]}
      />,
    );
    expect(order).toEqual(['palette', 'next', 'approve']);
    // Handed once: the next page's handlers of the key get nothing.
    page.unmount();
    render(<Keys shortcuts={[{ keys: 'A', run: approve }]} />);
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('each act on the state the key before left: J then Enter opens the row J moved to', () => {
    function Queue({ onOpen }: { onOpen: (row: number) => void }) {
      const [row, setRow] = useState(0);
      useShortcuts([
        { keys: 'J', run: () => setRow(row + 1) },
        { keys: 'Enter', run: () => onOpen(row) },
      ]);
      return null;
    }
    installEarlyKeys();
    press('KeyJ', 'о');
    press('KeyJ', 'о');
    press('Enter', 'Enter');
    const onOpen = vi.fn();
    render(<Queue onOpen={onOpen} />);
    expect(onOpen.mock.calls).toEqual([[2]]);
  });

  it('are dropped by a click, a key in a field, or a key the handlers took', () => {
    const approve = vi.fn();
    const mountApprove = () => render(<Keys shortcuts={[{ keys: 'A', run: approve }]} />);

    installEarlyKeys();
    press('KeyA', 'a');
    fireEvent.pointerDown(document.body);
    mountApprove().unmount();
    expect(approve).not.toHaveBeenCalled();
    window.__earlyKeys!.close();

    installEarlyKeys();
    press('KeyA', 'a');
    const field = document.createElement('input');
    document.body.append(field);
    press('KeyB', 'b', {}, field);
    mountApprove().unmount();
    expect(approve).not.toHaveBeenCalled();
    field.remove();
    window.__earlyKeys!.close();

    // The page's keys already work: a key pressed now is the page's, never kept for a later one.
    installEarlyKeys();
    const next = vi.fn();
    render(<Keys shortcuts={[{ keys: 'J', run: next }]} />);
    press('KeyJ', 'j');
    expect(next).toHaveBeenCalledTimes(1);
    press('KeyA', 'a');
    mountApprove();
    expect(approve).not.toHaveBeenCalled();
  });
});
