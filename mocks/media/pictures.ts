/**
 * The mock's pictures, drawn from what they show: a video's preview, a user's avatar, a contest's
 * cover. No text: the lists show the title, the duration and the name beside them.
 */
import {
  both,
  circle,
  either,
  createRaster,
  encodePng,
  fill,
  paintGradient,
  rect,
  rgb,
  triangle,
  without,
  type Rgb,
} from './png';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** The colour mixed with black. */
function darken(color: Rgb, amount: number): Rgb {
  return color.map((channel) => Math.round(channel * (1 - amount))) as unknown as Rgb;
}

/**
 * 16:9, 320 × 180: the category's colour as a gradient, a sun and a hill placed by the video's id
 * (neighbouring previews differ at a glance), a play glyph.
 */
export function previewPng(color: string, id: number): Promise<Uint8Array<ArrayBuffer>> {
  const picture = createRaster(320, 180);
  const base = rgb(color);
  paintGradient(picture, base, darken(base, 0.45));
  fill(picture, circle(40 + ((id * 67) % 240), 36 + ((id * 29) % 36), 16), WHITE, 0.35);
  fill(picture, circle(40 + ((id * 37) % 240), 300, 160), darken(base, 0.6), 0.45);
  fill(picture, circle(160, 90, 28), BLACK, 0.35);
  fill(picture, triangle([151, 75], [151, 105], [177, 90]), WHITE);
  return encodePng(picture);
}

/** 64 × 64: a head and shoulders on the user's colour. */
export function avatarPng(color: string): Promise<Uint8Array<ArrayBuffer>> {
  const picture = createRaster(64, 64);
  paintGradient(picture, rgb(color), rgb(color));
  fill(picture, either(circle(32, 25, 12), circle(32, 70, 27)), WHITE, 0.9);
  return encodePng(picture);
}

/** 16:9, 480 × 270: a cup on the category's colour as a gradient. */
export function coverPng(color: string): Promise<Uint8Array<ArrayBuffer>> {
  const picture = createRaster(480, 270);
  const base = rgb(color);
  paintGradient(picture, base, darken(base, 0.45));
  const cup = either(
    // The bowl: the lower half of a circle, under its rim.
    both(circle(240, 96, 50), rect(190, 96, 100, 60)),
    rect(186, 84, 108, 14, 4),
    // The handles: rings, their outer halves.
    both(without(circle(190, 110, 22), circle(190, 110, 13)), rect(160, 84, 30, 60)),
    both(without(circle(290, 110, 22), circle(290, 110, 13)), rect(290, 84, 30, 60)),
    rect(232, 144, 16, 28),
    rect(208, 170, 64, 14, 4),
  );
  fill(picture, cup, WHITE, 0.85);
  return encodePng(picture);
}
