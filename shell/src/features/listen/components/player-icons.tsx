// The mini player's icons, drawn inline: the shell carries no icon library.

const paths = {
  previous: 'M19 20 9 12l10-8zM5 19V5',
  next: 'M5 4l10 8-10 8zM19 5v14',
  play: 'M7 4l13 8-13 8z',
  pause: 'M7 4h3v16H7zM14 4h3v16h-3z',
  close: 'M18 6 6 18M6 6l12 12',
} as const;

export type PlayerIconName = keyof typeof paths;

export function PlayerIcon({ name }: { name: PlayerIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
