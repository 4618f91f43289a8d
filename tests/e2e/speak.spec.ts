import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { ROUTES } from '../../src/domain/constants';
import { pronunciationFile, sentenceWords } from '../../src/domain/speaking';
import { DEMO_PHONES, expect, test } from './support/fixtures';

/**
 * AI Speak in Chromium with a fake microphone (issue 30). The demo content changes with the
 * curriculum, so the test asks the API for the pupil's first 'repeat' prompt, has espeak-ng read it
 * with one word swapped, and starts a Chromium of its own whose microphone plays that reading: the
 * real recorder, the real upload and the server's assessor judge it, and the page must show that word
 * red with what was heard; the pupil's own recording plays back from the browser.
 */

type Prompt = { topicTitle: string; index: number; modelText: string; kind: string };

/** The signed-in pupil's first 'repeat' prompt, asked of the API with the page's own session. */
async function firstRepeatPrompt(page: Page): Promise<Prompt> {
  return page.evaluate(async () => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('access_token='));
    const token = decodeURIComponent(cookie!.slice('access_token='.length));
    const user = JSON.parse(localStorage.getItem('user')!);
    const profile = JSON.parse(localStorage.getItem('k12_profile')!);
    const response = await fetch(`/main/speak/topics?profile_id=${profile.id}`, {
      headers: { access_token: token, access_user: user.phone },
    });
    const { data } = await response.json();
    for (const topic of data.topics)
      for (const [index, prompt] of topic.prompts.entries())
        if (prompt.kind === 'repeat')
          return { topicTitle: topic.title, index, modelText: prompt.modelText, kind: prompt.kind };
    throw new Error('no repeat prompt for this pupil');
  });
}

/** A word that sounds like none of the usual prompt words, for the swap. */
const swapWord = (word: string) => (word === 'umbrella' ? 'elephant' : 'umbrella');

/** An espeak-ng reading padded with silence, so the microphone's loop never cuts a word. */
function fakeMicrophoneWav(text: string): { file: string; seconds: number } {
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
  return { file, seconds: data.length / 2 / rate };
}

function chromiumWithMicrophone(file: string): Promise<Browser> {
  return chromium.launch({
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
      `--use-file-for-fake-audio-capture=${file}`,
    ],
  });
}

test.describe('AI Speak', () => {
  test('một từ đọc sai hiện màu đỏ kèm từ nghe được; em nghe lại giọng mình và từng từ', async ({
    page,
    login,
    baseURL,
  }) => {
    // Login, the assessor's first start (model load) and a recording on a loaded 2-core machine.
    test.setTimeout(150_000);
    await login(DEMO_PHONES.parentThreeProfiles);
    const prompt = await firstRepeatPrompt(page);
    const words = sentenceWords(prompt.modelText);
    const wrongAt = words.length - 1;
    const said = words.map((w, i) => (i === wrongAt ? swapWord(w) : w)).join(' ');
    const microphone = fakeMicrophoneWav(said);

    const browser = await chromiumWithMicrophone(microphone.file);
    try {
      const context = await browser.newContext({
        baseURL,
        locale: 'vi-VN',
        viewport: { width: 1280, height: 800 },
        storageState: await page.context().storageState(),
      });
      const pupil = await context.newPage();
      const problems: string[] = [];
      pupil.on('pageerror', (error) => problems.push(error.message));
      await pupil.goto(ROUTES.aiTopic);
      const topic = pupil.getByRole('region', { name: prompt.topicTitle, exact: true });
      await topic.getByRole('button', { name: new RegExp(`^Câu ${prompt.index + 1}\\b`) }).click();
      const card = pupil.getByRole('region', { name: 'Luyện nói', exact: true });
      await expect(card).toContainText(prompt.modelText);
      await card.getByRole('button', { name: '🎤 Ghi âm' }).click();
      await expect(card.getByRole('meter', { name: 'Mức âm lượng micro' })).toBeVisible();
      // The pupil speaks: the fake microphone plays the sentence in real time, then a breath.
      await pupil.waitForTimeout(Math.round((microphone.seconds + 1.2) * 1000));
      await card.getByRole('button', { name: '⏹ Dừng' }).click();
      const result = card.getByRole('region', { name: 'Kết quả', exact: true });
      await expect(result).toBeVisible({ timeout: 30_000 });

      const wordButtons = card.getByRole('list', { name: 'Kết quả từng từ' }).getByRole('button');
      await expect(wordButtons).toHaveCount(words.length);
      const wrong = wordButtons.nth(wrongAt);
      await expect(wrong).toHaveAttribute('data-status', 'missed');
      await expect(wrong.getByTestId('heard-as')).toContainText('nghe thành:');
      await expect(wrong).toHaveAttribute(
        'aria-label',
        new RegExp(`^${words[wrongAt]}: chưa đúng, cô nghe thành "`),
      );

      // The pupil's own recording plays back from the browser, to its end.
      const replay = card.getByRole('button', { name: /Nghe lại giọng em|Đang phát giọng em/ });
      await replay.click();
      await expect(replay).toHaveText('🎧 Đang phát giọng em…');
      await expect(replay).toHaveText('▶ Nghe lại giọng em', { timeout: 15_000 });

      // A tapped word: the model and the pupil's own take of it, side by side.
      await wordButtons.first().click();
      const comparison = card.getByRole('region', { name: `So sánh từ ${words[0]}` });
      await expect(comparison.getByRole('button', { name: '🔊 Mẫu' })).toBeVisible();
      const take = comparison.getByRole('button', { name: /Giọng em|Đang phát/ });
      await take.click();
      await expect(take).toHaveText('🎙 Giọng em', { timeout: 10_000 });
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
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
    const shown = await card.locator('p').nth(1).textContent();
    const modelText = (shown ?? '').replace(/\?$/, '');
    const played = page.waitForResponse((response) => response.url().endsWith(pronunciationFile(modelText)));
    await card.getByRole('button', { name: '🔊 Nghe mẫu' }).click();
    const response = await played;
    expect(response.status()).toBeLessThan(300);
    expect(response.headers()['content-type']).toMatch(/ogg/);
    expect(pageProblems).toEqual([]);
  });
});
