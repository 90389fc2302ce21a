/**
 * A thin wrapper around signature_pad: the specification §9 pen, a canvas sharp on high-density
 * screens, and strokes kept when the canvas is resized (debounced 300 ms). signature_pad is fetched
 * when the person first touches the page or the pad comes within a screen of view, never on a visit
 * that does neither (docs/decisions/060); the canvas says `data-ready` once it draws.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type SignaturePad from 'signature_pad';
import {
  SIGNATURE_BACKGROUND,
  SIGNATURE_IMAGE_HEIGHT_PX,
  SIGNATURE_IMAGE_WIDTH_PX,
  SIGNATURE_MAX_PEN_WIDTH,
  SIGNATURE_MIN_DISTANCE,
  SIGNATURE_MIN_PEN_WIDTH,
  SIGNATURE_PEN_COLOR,
  SIGNATURE_RESIZE_DEBOUNCE_MS,
  SIGNATURE_THROTTLE_MS,
} from '../../domain/constants.ts';
import { onFirstTouch } from '../controls/first-touch.ts';
import { whenIdle } from '../controls/when-idle.ts';
import { fitInImage, inkBounds, type Box } from './signature-framing.ts';

/** `onStroke`: called after each stroke the person draws (the drawing is then not saved yet). */
export function useSignaturePad(canvasRef: RefObject<HTMLCanvasElement | null>, onStroke?: () => void) {
  const padRef = useRef<SignaturePad | null>(null);
  const onStrokeRef = useRef(onStroke);
  useEffect(() => {
    onStrokeRef.current = onStroke;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let disposed = false;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let lastWidth = 0;

    const fitCanvas = () => {
      const pad = padRef.current;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth;
      if (!pad || width === 0 || (width === lastWidth && canvas.width === Math.round(width * ratio))) return;
      lastWidth = width;
      const strokes = pad.toData();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(canvas.offsetHeight * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    const scheduleFit = () => {
      clearTimeout(debounce);
      debounce = setTimeout(fitCanvas, SIGNATURE_RESIZE_DEBOUNCE_MS);
    };
    const observer = new ResizeObserver(scheduleFit);

    const stopWaiting = whenWanted(
      canvas,
      () =>
        void import('signature_pad').then(({ default: SignaturePadClass }) =>
          // Made when idle too: making the pad sizes its canvas, a task a keystroke must not wait behind.
          whenIdle(() => {
            if (disposed) return;
            padRef.current = new SignaturePadClass(canvas, {
              backgroundColor: SIGNATURE_BACKGROUND,
              penColor: SIGNATURE_PEN_COLOR,
              minWidth: SIGNATURE_MIN_PEN_WIDTH,
              maxWidth: SIGNATURE_MAX_PEN_WIDTH,
              throttle: SIGNATURE_THROTTLE_MS,
              minDistance: SIGNATURE_MIN_DISTANCE,
            });
            padRef.current.addEventListener('endStroke', () => onStrokeRef.current?.());
            fitCanvas();
            observer.observe(canvas);
            window.addEventListener('resize', scheduleFit);
            canvas.dataset.ready = 'true';
          }),
        ),
    );

    return () => {
      disposed = true;
      stopWaiting();
      clearTimeout(debounce);
      observer.disconnect();
      window.removeEventListener('resize', scheduleFit);
      padRef.current?.off();
      padRef.current = null;
    };
  }, [canvasRef]);

  const clear = useCallback(() => padRef.current?.clear(), []);
  /** The ink as a PNG data URL framed for the PDF (signature-framing.ts), or null when nothing is drawn. */
  const toPngDataUrl = useCallback((): string | null => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas || pad.isEmpty()) return null;
    const ink = inkBounds(pad.toData().flatMap((stroke) => stroke.points));
    return ink ? framedPng(canvas, ink) : pad.toDataURL('image/png');
  }, [canvasRef]);

  return { clear, toPngDataUrl };
}

/** Copies the inked part of the pad (CSS pixels, scaled to the canvas's own) into a 5:3 image. */
function framedPng(pad: HTMLCanvasElement, ink: Box): string {
  const image = document.createElement('canvas');
  image.width = SIGNATURE_IMAGE_WIDTH_PX;
  image.height = SIGNATURE_IMAGE_HEIGHT_PX;
  const context = image.getContext('2d');
  if (!context) return pad.toDataURL('image/png');
  context.fillStyle = SIGNATURE_BACKGROUND;
  context.fillRect(0, 0, image.width, image.height);
  const scale = pad.width / pad.offsetWidth;
  const target = fitInImage(ink);
  context.drawImage(
    pad,
    ink.x * scale,
    ink.y * scale,
    ink.width * scale,
    ink.height * scale,
    target.x,
    target.y,
    target.width,
    target.height,
  );
  return image.toDataURL('image/png');
}

/**
 * Calls `load` once, from an idle callback: after the person's first touch of the page (at once when it
 * came before the card was hydrated: docs/decisions/097), or when `element` comes within a screen of view.
 */
function whenWanted(element: Element, load: () => void): () => void {
  // Never inside the touch's handler (docs/decisions/139).
  const fire = () => {
    stop();
    whenIdle(load);
  };
  const visible = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire();
    },
    { rootMargin: '100% 0px' },
  );
  let stopWaitingForTouch: () => void = () => undefined;
  const stop = () => {
    visible.disconnect();
    stopWaitingForTouch();
  };
  visible.observe(element);
  stopWaitingForTouch = onFirstTouch(fire);
  return stop;
}
