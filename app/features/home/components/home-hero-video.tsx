import { useEffect, useRef, useState } from 'react';
import { WIDE_QUERY } from '~/lib/breakpoints';

const CLIP_COUNT = 3;

function clipUrl(index: number, ext: 'webm' | 'mp4') {
  return `/video/hero-${index + 1}.${ext}`;
}

/**
 * Three short muted clips that play in turn behind the hero on wide screens. The element has no
 * source in the server HTML: it gets one from script only when the screen is at least 768 px wide
 * and the user has not asked for reduced motion, so phones never download the clips.
 */
export function HomeHeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [available, setAvailable] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const wide = window.matchMedia(WIDE_QUERY);
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)');
    const ext = video.canPlayType('video/webm; codecs="vp9"') ? 'webm' : 'mp4';
    let index = 0;
    // React renders `muted` as a property only; autoplay needs it set before play().
    video.muted = true;

    const play = () => video.play().catch(() => setPlaying(false));
    const load = () => {
      video.src = clipUrl(index, ext);
      play();
    };
    const sync = () => {
      const allowed = wide.matches && !calm.matches;
      setAvailable(allowed);
      if (!allowed) {
        video.pause();
        return;
      }
      if (pausedRef.current) return;
      if (!video.getAttribute('src')) load();
      else play();
    };
    const next = () => {
      index = (index + 1) % CLIP_COUNT;
      load();
    };

    video.addEventListener('ended', next);
    wide.addEventListener('change', sync);
    calm.addEventListener('change', sync);
    sync();
    return () => {
      video.removeEventListener('ended', next);
      wide.removeEventListener('change', sync);
      calm.removeEventListener('change', sync);
      video.pause();
    };
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    pausedRef.current = !pausedRef.current;
    setPaused(pausedRef.current);
    if (pausedRef.current) video.pause();
    else if (!video.getAttribute('src')) {
      video.src = clipUrl(0, video.canPlayType('video/webm; codecs="vp9"') ? 'webm' : 'mp4');
      video.play().catch(() => {});
    } else video.play().catch(() => {});
  };

  return (
    <>
      <video
        ref={ref}
        muted
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
        className={`absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-700 max-md:hidden ${playing ? 'opacity-100' : 'opacity-0'}`}
      />
      {available && (
        // WCAG 2.2.2: moving content that runs on its own needs a way to stop it.
        <button
          type="button"
          onClick={toggle}
          className="absolute right-4 bottom-4 z-10 rounded-md bg-ink-900/80 px-3 py-2 text-xs font-semibold text-white hover:bg-ink-900"
        >
          {paused ? 'Play background video' : 'Pause background video'}
        </button>
      )}
    </>
  );
}
