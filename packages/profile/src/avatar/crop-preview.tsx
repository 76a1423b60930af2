import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useT } from '@campus/ui';
import { drawCrop } from './crop-canvas.js';
import type { CropSource } from './crop-canvas.js';
import { cropAfterDrag, cropAfterKey, cropRect, MAX_ZOOM, ZOOM_STEP } from './crop-geometry.js';
import type { AvatarCrop } from './crop-geometry.js';

/** Side of the preview canvas, in pixels (CSS may scale it down). */
export const PREVIEW_SIDE = 240;

/** Props of {@link CropPreview}. */
export interface CropPreviewProps {
  image: CropSource;
  crop: AvatarCrop;
  onCropChange: (crop: AvatarCrop) => void;
  disabled?: boolean;
}

/**
 * The square crop as the avatar will look (a canvas, no inline style), with its controls: on the preview, arrows
 * move and `+`/`-` zoom, and it can be dragged; the zoom and both positions are also labelled sliders, so every
 * adjustment works with a keyboard, a screen reader or a pointer.
 */
export function CropPreview({ image, crop, onCropChange, disabled = false }: CropPreviewProps) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const hintId = useId();

  useEffect(() => {
    if (canvas.current) drawCrop(canvas.current, image, cropRect(image.width, image.height, crop));
  }, [image, crop]);

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const next = cropAfterKey(crop, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onCropChange(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start) return;
    const shown = event.currentTarget.getBoundingClientRect().width || PREVIEW_SIDE;
    drag.current = { x: event.clientX, y: event.clientY };
    onCropChange(cropAfterDrag(crop, image, shown, event.clientX - start.x, event.clientY - start.y));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const slider = (key: 'zoom' | 'x' | 'y', label: string, min: number, max: number, step: number) => (
    <label className="campus-avatar__slider" part="crop-control">
      <span>{label}</span>
      <input
        type="range"
        name={`crop_${key}`}
        min={min}
        max={max}
        step={step}
        value={crop[key]}
        disabled={disabled}
        onChange={(event) => onCropChange({ ...crop, [key]: Number(event.target.value) })}
      />
    </label>
  );

  return (
    <div className="campus-avatar__crop" part="crop">
      <canvas
        ref={canvas}
        className="campus-avatar__canvas"
        part="crop-preview"
        width={PREVIEW_SIDE}
        height={PREVIEW_SIDE}
        role="img"
        aria-label={t('profile.avatar.crop_label')}
        aria-describedby={hintId}
        tabIndex={disabled ? -1 : 0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
      <p className="campus-avatar__hint" id={hintId}>
        {t('profile.avatar.crop_hint')}
      </p>
      {slider('zoom', t('profile.avatar.zoom'), 1, MAX_ZOOM, ZOOM_STEP)}
      {slider('x', t('profile.avatar.horizontal'), 0, 1, 0.01)}
      {slider('y', t('profile.avatar.vertical'), 0, 1, 0.01)}
    </div>
  );
}
