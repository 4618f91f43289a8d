import { readFileSync } from 'node:fs';
import createModule from 'soundswallower';
const ss = await createModule({ modelBase: new URL('./node_modules/soundswallower/model/', import.meta.url).pathname });
function pcm(file) {
  const buf = readFileSync(file);
  const rate = buf.readUInt32LE(24);
  // find data chunk
  let off = 12; let data;
  while (off < buf.length) { const id = buf.toString('ascii', off, off+4); const size = buf.readUInt32LE(off+4); if (id === 'data') { data = buf.subarray(off+8, off+8+Math.min(size, buf.length-off-8)); break; } off += 8 + size; }
  const n = data.length / 2; const f = new Float32Array(n);
  for (let i = 0; i < n; i++) f[i] = data.readInt16LE(i*2) / 32768;
  return { rate, f };
}
const t0 = performance.now();
const d = new ss.Decoder({ loglevel: 'FATAL', samprate: 22050 });
await d.initialize();
console.log('init ms', performance.now() - t0);
for (const file of ['right.wav', 'wrong.wav']) {
  const { rate, f } = pcm('/tmp/spk/' + file);
  const t1 = performance.now();
  d.set_align_text('my family has four people');
  d.start(); d.process_audio(f, false, true); d.stop();
  const a = d.get_alignment();
  console.log(file, rate, f.length / rate, 's', performance.now() - t1, 'ms', d.get_text(), JSON.stringify(a.w?.map(w => [w.t, w.b, w.d, w.p.toFixed(2)])));
  d.set_grammar('#JSGF V1.0;\ngrammar g;\npublic <s> = my family has four people | i like apples;');
  d.start(); d.process_audio(f, false, true); d.stop();
  console.log(' grammar:', d.get_text(), JSON.stringify(d.get_alignment().w?.map(w => [w.t, w.p.toFixed(2)])));
}
