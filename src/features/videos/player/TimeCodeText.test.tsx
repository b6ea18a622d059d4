import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/shared/ui/theme';
import { setPlayer } from './player-control';
import { TimeCodeText } from './TimeCodeText';

afterEach(() => setPlayer(null));

describe('TimeCodeText', () => {
  it('makes each time code inside the video a link that puts the player there', async () => {
    const user = userEvent.setup();
    const video = document.createElement('video');
    Object.defineProperty(video, 'duration', { value: 100 });
    setPlayer(video);
    const { container } = render(
      <MantineProvider theme={theme}>
        <TimeCodeText text="Мат на 01:23, реклама на 00:05 и на 02:30." duration={100} />
      </MantineProvider>,
    );
    // The text reads as it was written.
    expect(container).toHaveTextContent('Мат на 01:23, реклама на 00:05 и на 02:30.');
    await user.click(screen.getByRole('button', { name: 'Перейти к 01:23' }));
    expect(video.currentTime).toBe(83);
    await user.click(screen.getByRole('button', { name: 'Перейти к 00:05' }));
    expect(video.currentTime).toBe(5);
    // Past the end of the video: no link.
    expect(screen.queryByRole('button', { name: 'Перейти к 02:30' })).not.toBeInTheDocument();
  });
});
