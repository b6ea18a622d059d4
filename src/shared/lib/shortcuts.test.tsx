import { render } from '@testing-library/react';
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
});
