import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { speakContent } from '../../server/speak/speak-content';
import { ROUTES } from '../../src/domain/constants';
import { pronunciationFile, SPEAK_PASS_MARK } from '../../src/domain/speaking';
import { DEMO_PHONES, expect, test } from './support/fixtures';

/**
 * AI Speak in Chromium with a fake microphone that plays an espeak-ng reading of the first prompt of
 * the demo pupil's grade (3: the curriculum's band 3-5), padded with silence so the loop never cuts
 * a word: the real recorder, the real upload and the server's recogniser score it above the pass mark.
 */
function fakeMicrophoneWav(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-mic-'));
  const spoken = path.join(dir, 'spoken.wav');
  execFileSync(process.env.ESPEAK_PATH ?? '/usr/bin/espeak-ng', [
    '-v',
    'en-us',
    '-s',
    '140',
    '-w',
    spoken,
    text,
  ]);
  const wav = readFileSync(spoken);
  const rate = wav.readUInt32LE(24);
  const data = wav.subarray(44);
  const silence = (seconds: number) => Buffer.alloc(Math.round(rate * seconds) * 2);
  const body = Buffer.concat([silence(0.3), data, silence(5)]);
  const header = Buffer.from(wav.subarray(0, 44));
  header.writeUInt32LE(36 + body.length, 4);
  header.writeUInt32LE(body.length, 40);
  const file = path.join(dir, 'microphone.wav');
  writeFileSync(file, Buffer.concat([header, body]));
  return file;
}

const firstTopic = speakContent().find((grade) => grade.grade === 3)!.topics[0]!;
const firstPrompt = firstTopic.prompts[0]!.modelText;
const microphone = fakeMicrophoneWav(firstPrompt);

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${microphone}`,
    ],
  },
});

test.describe('AI Speak', () => {
  // Was fixme until 2026-11-23: the recording scored 0. Causes found by dumping the captured PCM
  // and scoring it in Node: the browser's echo cancellation / noise suppression / gain control
  // (now off in src/platform/speech-recorder.ts), the trailing silence absorbed by the last word and
  // the exact digital zeros of padded audio (the server now trims silence and dithers).
  test('đọc câu mẫu qua micro giả: điểm trên mức đạt, từng từ tô màu, điểm được lưu', async ({
    page,
    login,
    navigate,
    pageProblems,
  }) => {
    // Login, the first recogniser start (model load) and a 3.5 s recording on a loaded 2-core machine.
    test.setTimeout(120_000);
    await login(DEMO_PHONES.parentThreeProfiles);
    await navigate(ROUTES.aiTopic);
    await expect(page.getByRole('navigation', { name: 'Chủ đề luyện nói' })).toContainText(firstTopic.title);
    const card = page.getByRole('region', { name: 'Luyện nói', exact: true });
    await expect(card).toContainText(firstPrompt);
    await card.getByRole('button', { name: '🎤 Ghi âm' }).click();
    await expect(card.getByRole('meter', { name: 'Mức âm lượng micro' })).toBeVisible();
    await page.waitForTimeout(3_500);
    await card.getByRole('button', { name: '⏹ Dừng' }).click();
    const result = card.getByRole('region', { name: 'Kết quả', exact: true });
    await expect(result).toBeVisible({ timeout: 20_000 });
    const score = Number(await card.getByTestId('speak-score').textContent());
    expect(score).toBeGreaterThanOrEqual(SPEAK_PASS_MARK);
    await expect(card.getByText('Tuyệt vời! Em đã đạt.')).toBeVisible();
    const words = card.getByRole('list', { name: 'Kết quả từng từ' }).getByRole('button');
    await expect(words).toHaveCount(firstPrompt.split(' ').length);
    await expect(words.first()).toHaveAttribute('aria-label', new RegExp(`^${firstPrompt.split(' ')[0]}: `));
    // The best score is stored and shown on the prompt's button.
    await expect(page.getByRole('button', { name: `Câu 1 · ${score} điểm` })).toBeVisible();
    expect(pageProblems).toEqual([]);
  });

  test('trình duyệt không có giọng đọc: "Nghe mẫu" phát tệp phát âm đi kèm nội dung', async ({
    page,
    login,
    navigate,
    pageProblems,
  }) => {
    test.setTimeout(90_000);
    // A browser without speech synthesis (as some Linux and embedded browsers are).
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
    });
    await login(DEMO_PHONES.parentThreeProfiles);
    await navigate(ROUTES.aiTopic);
    const card = page.getByRole('region', { name: 'Luyện nói', exact: true });
    await expect(card).toContainText(firstPrompt);
    const played = page.waitForResponse((response) =>
      response.url().endsWith(pronunciationFile(firstPrompt)),
    );
    await card.getByRole('button', { name: '🔊 Nghe mẫu' }).click();
    const response = await played;
    expect(response.status()).toBeLessThan(300);
    expect(response.headers()['content-type']).toMatch(/ogg/);
    expect(pageProblems).toEqual([]);
  });
});
