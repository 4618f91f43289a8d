import { pronunciationFile } from '../../../domain/speaking';

/**
 * Reads `text` aloud in US English: the browser's speech synthesis when it has a voice, otherwise the
 * espeak-ng file shipped with the content (public/audio/say, `npm run speak:audio`). False when
 * neither can play (no synthesis and no audio element).
 */
export function speakAloud(text: string): boolean {
  if (typeof window === 'undefined') return false;
  const synth = window.speechSynthesis;
  if (synth && typeof SpeechSynthesisUtterance !== 'undefined' && synth.getVoices().length > 0) {
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-US';
    utterance.rate = 0.85;
    synth.speak(utterance);
    return true;
  }
  if (typeof Audio === 'undefined') return false;
  // A text without a shipped file (or a refused autoplay) simply stays silent.
  new Audio(pronunciationFile(text)).play().catch(() => undefined);
  return true;
}
