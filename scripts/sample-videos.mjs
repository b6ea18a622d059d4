#!/usr/bin/env node
/**
 * Makes the mock's sample clips (mocks/media/sample-*.webm) and their table (mocks/media/sample-table.ts)
 * with Debian's ffmpeg: scenes of ffmpeg's test sources and plain colours, each with its name in large
 * letters, a moving bar and the running time, so a filmstrip of the clip shows frames that differ and say
 * when they were taken. Small on purpose (256×144, 10 frames/s, VP9 at about 24 kbit/s, no sound, a key
 * frame every 2 s so seeking is cheap): the repository carries them.
 *
 *   node scripts/sample-videos.mjs          # rewrite the clips and the table
 *
 * The seed reads each clip's duration from the table, so every seeded video lasts as long as its media.
 */
import { execFileSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = new URL('../mocks/media/', import.meta.url).pathname;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const SIZE = '256x144';
const RATE = 10;

/** Sources that compress well (little noise), in the order scenes take them. */
const SOURCES = [
  'color=c=0x0b7285',
  'color=c=0x1971c2',
  'smptehdbars',
  'color=c=0x2f9e44',
  'rgbtestsrc',
  'color=c=0xe8590c',
  'yuvtestsrc',
  'color=c=0x862e9c',
  'smptebars',
  'color=c=0xc2255c',
  'testsrc',
  'color=c=0x495057',
];

/** Three clips of 1–3 minutes: scenes per clip and seconds per scene. */
const CLIPS = [
  { file: 'sample-1.webm', title: 'Ролик 1', scenes: 8, sceneSec: 8 },
  { file: 'sample-2.webm', title: 'Ролик 2', scenes: 10, sceneSec: 10 },
  { file: 'sample-3.webm', title: 'Ролик 3', scenes: 10, sceneSec: 15 },
];

const escapeText = (text) => text.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, "\\'");

function sceneFilter(clip, index, source) {
  const offset = index * clip.sceneSec;
  const label = `${clip.title} · сцена ${index + 1}`;
  // The running time of the whole clip (the scene's own t plus its offset), as «01:23».
  const clock = `%{eif\\:floor((t+${offset})/60)\\:d\\:2}\\:%{eif\\:mod(floor(t+${offset})\\,60)\\:d\\:2}`;
  return [
    `${source}${source.includes('=') ? ':' : '='}s=${SIZE}:r=${RATE}:d=${clip.sceneSec}`,
    `drawbox=x='mod(t*60\\,iw)':y=ih-18:w=40:h=8:color=white@0.8:t=fill`,
    `drawtext=fontfile=${FONT}:text='${escapeText(label)}':x=(w-tw)/2:y=(h-th)/2:fontsize=20:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6`,
    `drawtext=fontfile=${FONT}:text='${clock}':x=w-tw-6:y=6:fontsize=14:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=3`,
    'format=yuv420p',
  ].join(',');
}

function makeClip(clip, firstSource) {
  const scenes = Array.from({ length: clip.scenes }, (_, index) =>
    sceneFilter(clip, index, SOURCES[(firstSource + index) % SOURCES.length]),
  );
  const graph = [
    ...scenes.map((filter, index) => `${filter}[s${index}]`),
    `${scenes.map((_, index) => `[s${index}]`).join('')}concat=n=${scenes.length}:v=1:a=0[out]`,
  ].join(';');
  const target = join(OUT, clip.file);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-filter_complex', graph, '-map', '[out]'],
    ...[
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '24k',
      '-maxrate',
      '40k',
      '-bufsize',
      '80k',
      '-g',
      String(RATE * 2),
      '-row-mt',
      '1',
    ],
    ...['-deadline', 'good', '-cpu-used', '2', '-an', target],
  ]);
  const probed = execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', target],
  ]);
  return {
    file: clip.file,
    durationSec: Math.round(Number(String(probed).trim())),
    bytes: statSync(target).size,
  };
}

const table = CLIPS.map((clip, index) => makeClip(clip, index * 4));
const rows = table.map(
  (row) =>
    `  {\n    file: '${row.file}',\n    durationSec: ${row.durationSec},\n    bytes: ${row.bytes},\n  },\n`,
);
writeFileSync(
  join(OUT, 'sample-table.ts'),
  `// Written by scripts/sample-videos.mjs from the clips it makes (ffprobe): do not edit by hand.\nexport const SAMPLE_TABLE = [\n${rows.join('')}] as const;\n`,
);
for (const row of table) console.log(`${row.file}: ${row.durationSec} s, ${row.bytes} bytes`);
console.log(`total ${table.reduce((sum, row) => sum + row.bytes, 0)} bytes`);
