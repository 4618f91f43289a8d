/** Reads English aloud with the browser's speech synthesis when it has one (listening items, words). */
export function speakAloud(text: string): boolean {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return false;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  utterance.rate = 0.85;
  synth.speak(utterance);
  return true;
}
