import type { HelpVideo } from './videos';

/** A privacy-friendly YouTube embed (no cookies until the visitor plays the video). */
export function VideoPlayer({ video }: { video: HelpVideo }) {
  return (
    <div className="video-frame">
      {video.youtubeId ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?rel=0`}
          title={video.title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <div className="video-pending">
          <span className="video-pending-icon" aria-hidden="true">
            ▶
          </span>
          <span>Video coming soon: follow the written steps below.</span>
        </div>
      )}
    </div>
  );
}
