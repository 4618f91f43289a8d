/**
 * The audio of AI Practice's listening items (issue 33; issue 32 item 7): every `say` text of the
 * practice files is read by espeak-ng (en-us) and stored as Ogg Vorbis in content/audio/v1/, named by
 * a hash of the text. The browser asks for it by the item's id (GET /main/practice/items/:id/audio)
 * and never sees the text nor the file's name. `npm run content:audio` writes the missing files
 * (`-- --force` redoes all, `-- --prune` also deletes files no item uses); `npm run content:check`
 * fails when one is missing.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_ROOT, CONTENT_VERSION_DIR, readPracticeGrades } from './content-files';

/** Where the listening files live under a content root. */
export function listeningAudioDir(root = CONTENT_ROOT): string {
  return path.join(root, 'audio', CONTENT_VERSION_DIR);
}

/** The file of one `say` text: 16 hex digits of its SHA-256 (the same text is rendered once). */
export function listeningAudioFile(say: string): string {
  return `${createHash('sha256').update(say.trim()).digest('hex').slice(0, 16)}.ogg`;
}

/** Every listening text of the practice files under `root`. */
export function listeningTexts(root = CONTENT_ROOT): string[] {
  const texts = new Set<string>();
  for (const { data } of readPracticeGrades(root))
    for (const unit of data.units)
      for (const item of unit.items) if (item.kind === 'listening_choice') texts.add(item.say.trim());
  return [...texts];
}

/** Reads `say` into `target`: espeak-ng en-us at a child's pace, then 16 kHz mono Vorbis at low quality. */
function render(say: string, target: string, work: string): void {
  const espeak = process.env.ESPEAK_PATH ?? '/usr/bin/espeak-ng';
  const wav = path.join(work, 'say.wav');
  execFileSync(espeak, ['-v', 'en-us', '-s', '130', '-w', wav, say]);
  execFileSync('sox', [wav, '-r', '16000', '-c', '1', '-C', '-1', target]);
}

export interface AudioRun {
  written: number;
  pruned: number;
  files: number;
  bytes: number;
}

/** Writes the missing files (every file with `force`); `prune` deletes the files no item uses. */
export function writeListeningAudio(
  options: { root?: string; force?: boolean; prune?: boolean } = {},
): AudioRun {
  const root = options.root ?? CONTENT_ROOT;
  const dir = listeningAudioDir(root);
  mkdirSync(dir, { recursive: true });
  const wanted = new Map(listeningTexts(root).map((say) => [listeningAudioFile(say), say]));
  const work = mkdtempSync(path.join(tmpdir(), 'listen-'));
  let written = 0;
  let pruned = 0;
  try {
    for (const [file, say] of wanted) {
      const target = path.join(dir, file);
      if (!options.force && existsSync(target)) continue;
      render(say, target, work);
      written += 1;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (options.prune)
    for (const file of readdirSync(dir))
      if (file.endsWith('.ogg') && !wanted.has(file)) {
        rmSync(path.join(dir, file));
        pruned += 1;
      }
  const files = readdirSync(dir).filter((file) => file.endsWith('.ogg'));
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
  return { written, pruned, files: files.length, bytes };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const run = writeListeningAudio({
    force: process.argv.includes('--force'),
    prune: process.argv.includes('--prune'),
  });
  console.info(
    `${run.written} tệp nghe mới, ${run.pruned} tệp thừa đã xóa; ${run.files} tệp (${Math.round(run.bytes / 1024)} KB) trong ${listeningAudioDir()}`,
  );
}
