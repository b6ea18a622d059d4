// Written by scripts/sample-videos.mjs from the clips it makes (ffprobe): do not edit by hand.
export const SAMPLE_TABLE = [
  {
    file: 'sample-1.webm',
    durationSec: 64,
    bytes: 174719,
  },
  {
    file: 'sample-2.webm',
    durationSec: 100,
    bytes: 303332,
  },
  {
    file: 'sample-3.webm',
    durationSec: 150,
    bytes: 471851,
  },
] as const;
