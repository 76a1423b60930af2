import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { QrReader } from './qr-reader.js';

/** Where the camera is. */
export type CameraStatus = 'off' | 'starting' | 'scanning' | 'error';

/** Why the camera could not be used. */
export type CameraProblem = 'denied' | 'no_camera' | 'unsupported' | 'failed';

/** What {@link useQrCamera} returns. */
export interface QrCamera {
  status: CameraStatus;
  problem: CameraProblem | undefined;
  /** Attach to the `<video>` that shows the camera (rendered while the status is not `off`). */
  videoRef: RefObject<HTMLVideoElement | null>;
  start(): void;
  stop(): void;
}

/** Between two frames read: about four reads a second keep a phone cool and still feel instant. */
const FRAME_INTERVAL_MS = 250;

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no_camera';
  return 'failed';
}

/**
 * The back camera, read for QR codes while it is on: `getUserMedia` (asked only when the person presses
 * "open camera"), frames read by `reader` a few times a second, and `onText` told each text read; when it
 * answers true (a code it takes) the camera stops. The stream's tracks are stopped on stop and unmount, so the
 * camera light goes off.
 */
export function useQrCamera(reader: QrReader, onText: (text: string) => boolean): QrCamera {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const [status, setStatus] = useState<CameraStatus>('off');
  const [problem, setProblem] = useState<CameraProblem | undefined>();
  // Which start is current: a stream arriving after stop, another start or unmount is stopped at once.
  const attempt = useRef(0);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    attempt.current += 1;
    release();
    setStatus('off');
  }, [release]);

  const start = useCallback(() => {
    setProblem(undefined);
    if (typeof navigator === 'undefined' || navigator.mediaDevices?.getUserMedia === undefined) {
      // No camera API: an old browser, or a page served over plain http (cameras need a secure context).
      setProblem('unsupported');
      setStatus('error');
      return;
    }
    setStatus('starting');
    const current = ++attempt.current;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then((media) => {
        if (current !== attempt.current) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream.current = media;
        setStatus('scanning');
      })
      .catch((error: unknown) => {
        if (current !== attempt.current) return;
        setProblem(problemOf(error));
        setStatus('error');
      });
  }, []);

  // The video exists once scanning renders it: connect the stream, then read frames until stopped.
  useEffect(() => {
    if (status !== 'scanning') return;
    const video = videoRef.current;
    if (video === null || stream.current === null) return;
    video.srcObject = stream.current;
    void video.play().catch(() => undefined);
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const text = await reader.readFrame(video).catch(() => null);
      if (cancelled) return;
      if (text !== null && onTextRef.current(text)) {
        release();
        setStatus('off');
        return;
      }
      timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [status, reader, release]);

  useEffect(
    () => () => {
      attempt.current += 1;
      release();
    },
    [release],
  );

  return { status, problem, videoRef, start, stop };
}
