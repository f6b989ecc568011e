let context: AudioContext | null = null;

/**
 * A short two-note chime made with Web Audio (no sound file to ship or license). Browsers keep an
 * AudioContext suspended until the page has had a user gesture; then the chime is simply silent.
 */
export function playChime(): void {
  if (typeof AudioContext === "undefined") return;
  try {
    context ??= new AudioContext();
    const ctx = context;
    if (ctx.state === "suspended") void ctx.resume().catch(() => {});
    const start = ctx.currentTime + 0.01;
    [880, 1320].forEach((frequency, i) => {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      const at = start + i * 0.12;
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      // A quick attack and exponential fade: a soft "ding" rather than a click.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.26);
    });
  } catch {
    // No audio device or a browser policy refusal: a missing chime must never break the page.
  }
}
