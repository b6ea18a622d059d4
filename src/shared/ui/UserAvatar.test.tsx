import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './UserAvatar';

describe('UserAvatar', () => {
  it('shows the picture, decorative (the name is written beside it)', () => {
    const { container } = render(<UserAvatar src="/a.png" size={24} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/a.png');
    expect(image).toHaveAttribute('alt', '');
  });

  it('shows the initials given, or a person outline, when there is no picture', () => {
    const { container, rerender } = render(
      <UserAvatar src={null} size={32}>
        AD
      </UserAvatar>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('AD');
    rerender(<UserAvatar src={null} size={32} />);
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('falls back when the picture fails to load, and tries a new picture again', () => {
    const { container, rerender } = render(
      <UserAvatar src="/broken.png" size={24}>
        AD
      </UserAvatar>,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('AD');
    rerender(
      <UserAvatar src="/other.png" size={24}>
        AD
      </UserAvatar>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/other.png');
  });
});
