/**
 * The mock's pictures as a backend serves them: raster images (PNG). An SVG image is a document of its
 * own that the page styles, lays out and paints on its main thread (~10 ms each at full CPU speed), so
 * twenty SVG previews cost a list page more main-thread time than its rows; a PNG is decoded off it.
 * Shapes are drawn with anti-aliased edges: a shape gives, for a pixel's centre, how much of the pixel
 * it covers (0…1), from its signed distance to the edge.
 */

export type Rgb = readonly [number, number, number];

/**
 * A shape: how much of the pixel whose centre is (x, y) it covers, 0…1, and the box it lies in
 * (left, top, right, bottom), outside of which no pixel is looked at.
 */
export interface Shape {
  box: readonly [number, number, number, number];
  cover: (x: number, y: number) => number;
}

/** A picture of RGB pixels, row by row. */
export interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function createRaster(width: number, height: number): Raster {
  return { width, height, pixels: new Uint8Array(width * height * 3) };
}

const coverage = (distanceInside: number) => Math.min(1, Math.max(0, distanceInside + 0.5));

export function circle(cx: number, cy: number, r: number): Shape {
  return {
    box: [cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1],
    cover: (x, y) => coverage(r - Math.sqrt((x - cx) ** 2 + (y - cy) ** 2)),
  };
}

/** A rectangle, its corners rounded by `radius`. */
export function rect(left: number, top: number, width: number, height: number, radius = 0): Shape {
  const halfW = width / 2;
  const halfH = height / 2;
  const cx = left + halfW;
  const cy = top + halfH;
  return {
    box: [left - 1, top - 1, left + width + 1, top + height + 1],
    cover: (x, y) => {
      const dx = Math.abs(x - cx) - halfW + radius;
      const dy = Math.abs(y - cy) - halfH + radius;
      const outside =
        Math.sqrt(Math.max(dx, 0) ** 2 + Math.max(dy, 0) ** 2) + Math.min(Math.max(dx, dy), 0);
      return coverage(radius - outside);
    },
  };
}

/** A triangle: inside, a pixel's distance to the nearest of its edges. */
export function triangle(
  ...corners: [[number, number], [number, number], [number, number]]
): Shape {
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const cx = (xs[0]! + xs[1]! + xs[2]!) / 3;
  const cy = (ys[0]! + ys[1]! + ys[2]!) / 3;
  const edges = corners.map(([x1, y1], index) => {
    const [x2, y2] = corners[(index + 1) % 3]!;
    const length = Math.sqrt((x2 - x1) ** 2 + (y2 - y1) ** 2);
    // The edge's normal, turned to the inside (where the centre is).
    const side = (cx - x1) * -(y2 - y1) + (cy - y1) * (x2 - x1) < 0 ? -1 : 1;
    return { x1, y1, nx: (side * -(y2 - y1)) / length, ny: (side * (x2 - x1)) / length };
  });
  return {
    box: [Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1],
    cover: (x, y) => {
      let inside = Infinity;
      for (const edge of edges)
        inside = Math.min(inside, (x - edge.x1) * edge.nx + (y - edge.y1) * edge.ny);
      return coverage(inside);
    },
  };
}

/** Where both shapes are. */
export function both(a: Shape, b: Shape): Shape {
  return {
    box: [
      Math.max(a.box[0], b.box[0]),
      Math.max(a.box[1], b.box[1]),
      Math.min(a.box[2], b.box[2]),
      Math.min(a.box[3], b.box[3]),
    ],
    cover: (x, y) => Math.min(a.cover(x, y), b.cover(x, y)),
  };
}

/** Where any of the shapes is: one shape, painted once (overlapping parts are not painted twice). */
export function either(...shapes: Shape[]): Shape {
  return {
    box: [
      Math.min(...shapes.map((shape) => shape.box[0])),
      Math.min(...shapes.map((shape) => shape.box[1])),
      Math.max(...shapes.map((shape) => shape.box[2])),
      Math.max(...shapes.map((shape) => shape.box[3])),
    ],
    cover: (x, y) => {
      let most = 0;
      for (const shape of shapes) most = Math.max(most, shape.cover(x, y));
      return most;
    },
  };
}

/** Where `a` is and `b` is not. */
export function without(a: Shape, b: Shape): Shape {
  return { box: a.box, cover: (x, y) => Math.min(a.cover(x, y), 1 - b.cover(x, y)) };
}

/** Paints the shape in `color` over what is there, at `opacity`. */
export function fill(raster: Raster, shape: Shape, [r, g, b]: Rgb, opacity = 1): void {
  const { width, height, pixels } = raster;
  const [left, top, right, bottom] = shape.box;
  for (let y = Math.max(0, Math.floor(top)); y < Math.min(height, Math.ceil(bottom)); y++) {
    for (let x = Math.max(0, Math.floor(left)); x < Math.min(width, Math.ceil(right)); x++) {
      const alpha = shape.cover(x + 0.5, y + 0.5) * opacity;
      if (alpha <= 0) continue;
      const at = (y * width + x) * 3;
      pixels[at] = Math.round(pixels[at]! * (1 - alpha) + r * alpha);
      pixels[at + 1] = Math.round(pixels[at + 1]! * (1 - alpha) + g * alpha);
      pixels[at + 2] = Math.round(pixels[at + 2]! * (1 - alpha) + b * alpha);
    }
  }
}

/** `#rrggbb` as numbers. */
export function rgb(hex: string): Rgb {
  return [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)) as unknown as Rgb;
}

/**
 * Paints the whole picture from `from` at the top to `to` at the bottom. Each row one colour: with
 * the rows stored as differences along them, the gradient costs the file next to nothing.
 */
export function paintGradient(raster: Raster, from: Rgb, to: Rgb): void {
  const { width, height, pixels } = raster;
  for (let y = 0; y < height; y++) {
    const t = (y + 0.5) / height;
    const r = Math.round(from[0] + (to[0] - from[0]) * t);
    const g = Math.round(from[1] + (to[1] - from[1]) * t);
    const b = Math.round(from[2] + (to[2] - from[2]) * t);
    for (let at = y * width * 3, end = at + width * 3; at < end; at += 3) {
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
    }
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(
    [...type].map((ch) => ch.charCodeAt(0)),
    4,
  );
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** zlib's format, as PNG's image data takes it: the browser's and Node's own compressor. */
async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Response(bytes).body!.pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The raster as a PNG file: 8-bit RGB, each row stored as its differences from the pixel before
 * (PNG's "Sub" filter), so that gradients and flat areas compress to a few KiB.
 */
export async function encodePng({
  width,
  height,
  pixels,
}: Raster): Promise<Uint8Array<ArrayBuffer>> {
  const stride = width * 3;
  const rows = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    rows[out] = 1;
    for (let i = 0; i < stride; i++) {
      const value = pixels[y * stride + i]!;
      rows[out + 1 + i] = (value - (i >= 3 ? pixels[y * stride + i - 3]! : 0)) & 0xff;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, the per-row filters, not interlaced
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(rows)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const file = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}
