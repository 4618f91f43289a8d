/** Plays a sound file once (a listening item's audio); a refused autoplay or a missing file stays silent. */
export function playAudioFile(url: string): void {
  if (typeof Audio === 'undefined') return;
  new Audio(url).play().catch(() => undefined);
}
