/** One caption: shown from `start` to `end` seconds into the video. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** 12.3456 → '00:00:12.346', the WebVTT timestamp form. */
export function vttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/** A WebVTT file with one numbered cue per caption. */
export function toVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text}`);
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

function parseTimestamp(text: string): number {
  const match = /^(?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(text);
  if (!match) throw new Error(`Not a WebVTT timestamp: ${text}`);
  const [, hours = '0', minutes, secs, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/**
 * The cues of a WebVTT file (the subset this project writes: optional cue ids, no settings
 * after the times, no NOTE or STYLE blocks). Throws on anything else, so a broken file fails.
 */
export function parseVtt(text: string): Cue[] {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(blocks[0].split('\n')[0])) throw new Error('A WebVTT file starts with WEBVTT');
  return blocks.slice(1).map((block) => {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex < 0 || timingIndex > 1) throw new Error(`A cue without timing: ${block}`);
    const [start, end] = lines[timingIndex].split('-->').map((part) => parseTimestamp(part.trim()));
    const cueText = lines.slice(timingIndex + 1).join('\n');
    if (!cueText) throw new Error(`A cue without text: ${block}`);
    return { start, end, text: cueText };
  });
}
