/** A V8 CPU profile of the built app, source-mapped: where its samples' time went, by source. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** Frames a chain of callers skips: the renderer and the scheduler say nothing about who asked. */
const PLUMBING = /^(react-dom|scheduler|react)\b|^\(/;

/** «react-dom», «@mantine/core», «src/shared/table», … */
function bucketOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 13).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.indexOf('src/');
  if (src >= 0) return source.slice(src).split('/').slice(0, 3).join('/');
  return source;
}

/**
 * `dist`: the build whose source maps name the frames; `callers`: a RegExp of the functions whose
 * chains of callers `attribute` also sums, or null.
 */
export function createAttribution({ dist, callers }) {
  /** Source maps of the built chunks, by URL. */
  const consumers = new Map();
  function consumerFor(url) {
    if (!consumers.has(url)) {
      let consumer = null;
      try {
        const path = new URL(url).pathname;
        consumer = new SourceMapConsumer(
          JSON.parse(readFileSync(join(dist, `${path}.map`), 'utf8')),
        );
      } catch {
        // Not one of ours (Chromium's own scripts such as `v8/LoadTimes`, or no map): left unmapped.
      }
      consumers.set(url, consumer);
    }
    return consumers.get(url);
  }

  /** The original place of a profile node: package or source folder, function and source file. */
  function placeOf(callFrame) {
    const fn = callFrame.functionName;
    if (['(idle)', '(program)', '(garbage collector)'].includes(fn))
      return { bucket: fn, name: fn };
    if (!callFrame.url)
      return { bucket: fn ? `(${fn})` : '(native)', name: fn ? `(${fn})` : '(native)' };
    const original = consumerFor(callFrame.url)?.originalPositionFor({
      line: callFrame.lineNumber + 1,
      column: callFrame.columnNumber,
    });
    if (!original?.source) {
      const path = URL.canParse(callFrame.url) ? new URL(callFrame.url).pathname : callFrame.url;
      return { bucket: path, name: `${fn || '(anonymous)'} ${path}` };
    }
    const file = original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return {
      bucket: bucketOf(original.source),
      name: `${original.name || fn || '(anonymous)'} ${file}:${original.line}`,
      file,
    };
  }

  /**
   * Self time per bucket and per function; inclusive time per source file (each file counted once per
   * sample, however deep it recurs), which is what a component and everything it renders costs.
   * `window` ([start, end] in the profile's clock, µs), or a list of them, keeps only the samples
   * inside it.
   */
  function attribute(profile, window) {
    const windows = window && (Array.isArray(window[0]) ? window : [window]);
    const byBucket = new Map();
    const byFunction = new Map();
    const byFile = new Map();
    const byChain = new Map();
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parents.set(child, node.id);
    const places = new Map();
    const place = (id) => {
      if (!places.has(id)) places.set(id, placeOf(nodes.get(id).callFrame));
      return places.get(id);
    };
    const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
    let time = profile.startTime;
    profile.samples.forEach((id, index) => {
      time += profile.timeDeltas[index] ?? 0;
      if (windows && !windows.some(([start, end]) => time >= start && time <= end)) return;
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      const self = place(id);
      add(byBucket, self.bucket, ms);
      add(byFunction, self.name, ms);
      const files = new Set();
      for (let at = id; at !== undefined; at = parents.get(at)) {
        const file = place(at).file;
        if (file) files.add(file);
      }
      for (const file of files) add(byFile, file, ms);
      if (callers && callers.test(self.name)) {
        const chain = [];
        for (let at = parents.get(id); at !== undefined && chain.length < 8; at = parents.get(at)) {
          const caller = place(at);
          if (!PLUMBING.test(caller.bucket) && caller.name !== chain[0]) chain.unshift(caller.name);
        }
        add(byChain, [...chain, self.name].join('\n      → '), ms);
      }
    });
    return { byBucket, byFunction, byFile, byChain };
  }

  return attribute;
}
