import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_VIDEOS, helpMediaPaths } from '../../frontend/src/features/help/videos';
import { GUIDE_SCRIPTS } from './guides';
import { parseVtt, toVtt } from './vtt';

/**
 * The committed help videos (`npm run help:videos`) match the written guides: every guide has
 * its video, captions and poster; each video is a VP9 WebM under 1 MB; its captions are the
 * guide's steps, one cue each, in order, within the video's length as ffprobe measures it.
 */

const publicDir = join(__dirname, '../../frontend/public');

function probe(file: string): { codec: string; width: number; height: number; duration: number } {
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height:format=duration', '-of', 'json', file],
    { encoding: 'utf8' },
  );
  const json = JSON.parse(out) as { streams: { codec_name: string; width: number; height: number }[]; format: { duration: string } };
  const [stream] = json.streams;
  return { codec: stream.codec_name, width: stream.width, height: stream.height, duration: Number.parseFloat(json.format.duration) };
}

describe('help videos', () => {
  it('has a recording script for each of the 13 guides and no other', () => {
    expect(ALL_VIDEOS).toHaveLength(13);
    expect(Object.keys(GUIDE_SCRIPTS).sort()).toEqual(ALL_VIDEOS.map((v) => v.slug).sort());
  });

  describe.each(ALL_VIDEOS.map((v) => [v.slug, v] as const))('%s', (_slug, video) => {
    const paths = helpMediaPaths(video.slug);
    const file = (path: string) => join(publicDir, path);

    it('has its video, captions and poster committed', () => {
      for (const path of [paths.video, paths.captions, paths.poster]) expect(existsSync(file(path))).toBe(true);
    });

    it('is a 1280×720 VP9 WebM under 1 MB, with a small poster', () => {
      expect(statSync(file(paths.video)).size).toBeLessThan(1024 * 1024);
      expect(statSync(file(paths.poster)).size).toBeLessThan(150 * 1024);
      const { codec, width, height, duration } = probe(file(paths.video));
      expect({ codec, width, height }).toEqual({ codec: 'vp9', width: 1280, height: 720 });
      expect(duration).toBeGreaterThan(3);
    });

    it('captions each written step once, in order, while the video plays', () => {
      const text = readFileSync(file(paths.captions), 'utf8');
      expect(text.startsWith('WEBVTT')).toBe(true);
      const cues = parseVtt(text);
      expect(cues.map((c) => c.text)).toEqual(video.steps);
      const { duration } = probe(file(paths.video));
      let previousEnd = 0;
      for (const cue of cues) {
        expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
        expect(cue.end).toBeGreaterThan(cue.start);
        expect(cue.end).toBeLessThanOrEqual(duration + 0.001);
        previousEnd = cue.end;
      }
    });
  });
});

describe('WebVTT', () => {
  it('writes cues that read back the same', () => {
    const cues = [
      { start: 0.8, end: 5.25, text: 'Open Profile from the account menu.' },
      { start: 5.25, end: 3725.5, text: 'Choose Delete and confirm.' },
    ];
    const text = toVtt(cues);
    expect(text).toBe(
      'WEBVTT\n\n1\n00:00:00.800 --> 00:00:05.250\nOpen Profile from the account menu.\n\n2\n00:00:05.250 --> 01:02:05.500\nChoose Delete and confirm.\n',
    );
    expect(parseVtt(text)).toEqual(cues);
  });

  it('refuses a file that is not WebVTT or a cue without timing', () => {
    expect(() => parseVtt('1\n00:00:00.000 --> 00:00:01.000\nHello\n')).toThrow('starts with WEBVTT');
    expect(() => parseVtt('WEBVTT\n\n1\nHello\n')).toThrow('without timing');
  });
});
