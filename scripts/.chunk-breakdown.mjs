import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { gzipSync } from 'node:zlib';
const files = process.argv.slice(2);
const by = new Map();
for (const file of files) {
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
  const segs = [];
  map.eachMapping((m) => segs.push(m));
  segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  for (let i = 0; i < segs.length; i++) {
    const m = segs[i], n = segs[i + 1];
    const line = lines[m.generatedLine - 1];
    const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : line.length;
    const text = line.slice(m.generatedColumn, end);
    let src = (m.source ?? '?').replace(/^.*node_modules\//, '');
    src = src.startsWith('@') ? src.split('/').slice(0, 2).join('/') : src.includes('src/') ? src.replace(/^.*?src\//, 'src/').split('/').slice(0, 3).join('/') : src.split('/')[0];
    if (!by.has(src)) by.set(src, []);
    by.get(src).push(text);
  }
}
const rows = [...by].map(([k, parts]) => [k, parts.join('').length, gzipSync(parts.join('')).length]).sort((a, b) => b[2] - a[2]);
for (const [k, raw, gz] of rows.slice(0, 40)) console.log((gz / 1024).toFixed(1).padStart(6), (raw / 1024).toFixed(1).padStart(7), k);
