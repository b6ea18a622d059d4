import { Stack } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { samePlayed, type PlayedVideo } from './played-video';
import { togglePlay } from './player-commands';
import { setPlayer } from './player-control';
import { PlayerControls } from './PlayerControls';
import classes from './player.module.css';
import { afterPosterShown } from './poster-shown';
import { StripPlaceholder } from './StripPanel';

const loadTools = () => import('./PlayerTools').then((module) => module.default);
type Tools = Awaited<ReturnType<typeof loadTools>>;

/**
 * The video page's player, at the speed chosen last; the filmstrip, the seen parts and the player's
 * keys come with it once it is on screen (PlayerTools, a chunk of its own), into the places its
 * placeholder holds from the first paint. The media is asked for
 * once the poster is on screen (`afterPosterShown`, docs/performance.md#the-video-page).
 */
export const VideoPlayer = memo(Player, (before, after) => samePlayed(before.video, after.video));

function Player({ video }: { video: PlayedVideo }) {
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [started, setStarted] = useState(false);
  // Loaded by hand, not React.lazy: a Suspense boundary would draw its fallback, a second strip
  // placeholder, in place of the one standing since the first paint (a whole strip built, styled
  // and painted again for nothing) while the chunk comes.
  const [tools, setTools] = useState<{ PlayerTools: Tools } | { failure: unknown } | null>(null);
  // A chunk that failed goes to the page's error boundary, as React.lazy's would.
  if (tools && 'failure' in tools) throw tools.failure;
  const PlayerTools = tools?.PlayerTools;

  useEffect(() => {
    if (started || !element) return;
    return afterPosterShown(element, video.previewUrl, () => setStarted(true));
  }, [started, element, video.previewUrl]);

  useEffect(() => {
    if (!started || tools) return;
    let current = true;
    loadTools().then(
      (PlayerTools) => current && setTools({ PlayerTools }),
      (failure: unknown) => current && setTools({ failure }),
    );
    return () => {
      current = false;
    };
  }, [started, tools]);

  useEffect(() => {
    if (!element) return;
    setPlayer(element);
    return () => setPlayer(null);
  }, [element]);

  return (
    <Stack gap="xs">
      <div className={classes.frame} data-player-frame>
        <div className={classes.screen}>
          <video
            key={video.id}
            ref={setElement}
            src={started ? video.videoUrl : undefined}
            poster={video.previewUrl}
            elementtiming="video-poster"
            preload="metadata"
            aria-label={`Видео «${video.title}»`}
            onClick={(event) => started && togglePlay(event.currentTarget)}
          />
        </div>
        <PlayerControls player={started ? element : null} durationSec={video.durationSec} />
      </div>
      {element && started && PlayerTools ? (
        <PlayerTools key={video.id} player={element} video={video} />
      ) : (
        <StripPlaceholder video={video} />
      )}
    </Stack>
  );
}
