import { helpMediaPaths, type HelpVideo } from './videos';

/**
 * A guide's recording, served by the app itself: the browser's own controls (keyboard and
 * screen-reader friendly), English captions on by default, a poster until it plays. Keyed
 * by slug so switching guides loads the new video and captions rather than keeping the old.
 */
export function VideoPlayer({ video }: { video: HelpVideo }) {
  const media = helpMediaPaths(video.slug);
  return (
    <div className="video-frame">
      <video key={video.slug} controls preload="metadata" playsInline poster={media.poster} aria-label={`Video: ${video.title}`}>
        <source src={media.video} type="video/webm" />
        <track kind="captions" src={media.captions} srcLang="en" label="English" default />
        Your browser cannot play this video: follow the written steps below.
      </video>
    </div>
  );
}
