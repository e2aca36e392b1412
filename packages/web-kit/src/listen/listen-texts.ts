// Listen mode's words (issue 32), shared by the Listen buttons and the mini player.

export const LISTEN_TEXTS = {
  listen: 'Listen',
  pauseListening: 'Pause listening',
  player: 'Audio player',
  previous: 'Previous story',
  next: 'Next story',
  play: 'Play',
  pause: 'Pause',
  resume: 'Resume',
  close: 'Close player',
  noVoiceTitle: 'Listening is not available',
  noVoice: 'Listening needs a speech voice on this device. Add one in your system’s text-to-speech settings, then try again.',
  noSpeech: 'Listening needs a browser that can speak text aloud (the Web Speech API).',
  loadFailed: 'Could not start listening. Please try again.',
} as const;

/** The speed control's name: "Speed 1.25×, change". */
export function speedLabel(rate: number): string {
  return `Speed ${rate}\u00d7`;
}

/** What the live region announces: "Now playing: {title}, {source}". */
export function nowPlayingText(title: string, source: string): string {
  return `Now playing: ${title}, ${source}`;
}
