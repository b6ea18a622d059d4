import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { keySpec, useShortcuts } from './shortcuts';

function Keys({ keys }: { keys: string[] }) {
  useShortcuts(keys.map((spec) => ({ keys: spec, run: () => undefined })));
  return null;
}

describe('useShortcuts', () => {
  it('reads one key however it is written', () => {
    expect(keySpec('shift+A')).toBe(keySpec('Shift + a'));
    expect(keySpec('KeyM')).toBe(keySpec('M'));
    expect(keySpec('shift+Comma')).toBe('shift+comma');
    expect(keySpec('mod+S')).not.toBe(keySpec('S'));
  });

  it('refuses a key two parts of a page would both answer, and frees keys as parts go', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(<Keys keys={['A', 'shift+Period']} />);
    expect(() => render(<Keys keys={['Period', 'shift+period']} />)).toThrow(
      'Клавиша shift+period уже занята на этой странице',
    );
    first.unmount();
    expect(() => render(<Keys keys={['shift+Period']} />)).not.toThrow();
    quiet.mockRestore();
  });

  it('leaves Enter to a focused button or link (its click not prevented), takes it elsewhere', () => {
    const run = vi.fn();
    function Page() {
      useShortcuts([{ keys: 'Enter', run }]);
      return (
        <>
          <button type="button">Колонки</button>
          <a href="/users">Пользователи</a>
          <div tabIndex={0}>Строка</div>
        </>
      );
    }
    const view = render(<Page />);
    for (const name of ['Колонки', 'Пользователи']) {
      const control = view.getByText(name);
      control.focus();
      // fireEvent returns false when a handler prevented the default (the button's click).
      expect(fireEvent.keyDown(control, { code: 'Enter', key: 'Enter' })).toBe(true);
    }
    expect(run).not.toHaveBeenCalled();
    const row = view.getByText('Строка');
    row.focus();
    expect(fireEvent.keyDown(row, { code: 'Enter', key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(document.body, { code: 'Enter', key: 'Enter' })).toBe(false);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never fires while typing in a field, except a shortcut meant for fields (Ctrl+S)', () => {
    const approve = vi.fn();
    const save = vi.fn();
    function Page() {
      useShortcuts([
        { keys: 'A', run: approve },
        { keys: 'mod+S', run: save, inFields: true },
      ]);
      return (
        <>
          <input aria-label="Поиск" />
          <textarea aria-label="Описание" />
          <select aria-label="Статус">
            <option>Все</option>
          </select>
        </>
      );
    }
    const view = render(<Page />);
    for (const name of ['Поиск', 'Описание', 'Статус']) {
      const field = view.getByLabelText(name);
      field.focus();
      // Not prevented: the letter is typed into the field.
      expect(fireEvent.keyDown(field, { code: 'KeyA', key: 'ф' })).toBe(true);
    }
    expect(approve).not.toHaveBeenCalled();
    const search = view.getByLabelText('Поиск');
    expect(fireEvent.keyDown(search, { code: 'KeyS', key: 'ы', ctrlKey: true })).toBe(false);
    expect(save).toHaveBeenCalledTimes(1);
    // Outside a field the same key acts.
    expect(fireEvent.keyDown(document.body, { code: 'KeyA', key: 'ф' })).toBe(false);
    expect(approve).toHaveBeenCalledTimes(1);
  });
});
