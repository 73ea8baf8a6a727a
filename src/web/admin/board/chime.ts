let context: AudioContext | null = null;

/**
 * Two short notes, made by the browser (no sound file to download). Browsers let a page play
 * sound only once someone has tapped it: the board's 'Sesi aç' is that tap.
 */
export function chime(): void {
  try {
    context ??= new AudioContext();
    void context.resume();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.18);
    }
  } catch {
    // No sound on this device: the board still shows and vibrates.
  }
}
