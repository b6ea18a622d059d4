import { Anchor } from '@mantine/core';
import { splitTimeCodes } from '@/shared/lib/time-code';
import { seekPlayer } from './player-control';

/**
 * A moderator's text (a reject reason, a history entry) with each time code that falls inside the video
 * as a link that puts the player there; `duration` in seconds (a time code past the end stays text).
 */
export function TimeCodeText({ text, duration }: { text: string; duration: number }) {
  return (
    <>
      {splitTimeCodes(text).map((part, index) =>
        part.seconds !== undefined && part.seconds <= duration ? (
          <Anchor
            key={index}
            component="button"
            type="button"
            inherit
            fw={600}
            aria-label={`Перейти к ${part.text}`}
            onClick={() => seekPlayer(part.seconds!)}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {part.text}
          </Anchor>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
