// The library's own rules, bundled with the back office: it would otherwise add a <style>
// element at run time, which the content security policy refuses.
import 'react-easy-crop/react-easy-crop.css';
import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { PHOTO_SHAPES, type PhotoCrop, type PhotoShape } from '../../../shared/schemas/media.js';
import { Button } from './Button.js';
import { Modal, modalStyles } from './Modal.js';
import { cropInOriginal, cropInPercent } from './photo-crop.js';
import styles from './PhotoCropDialog.module.css';

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const ZOOM_STEP = 0.1;
/** How far an arrow key moves the photo, in screen pixels (a fifth of it with Shift). */
const KEYBOARD_STEP = 8;

const SHAPE_NAMES: Record<PhotoShape, string> = {
  product: 'ürün kartı, 4:3',
  category: 'kategori kartı, 3:2',
  campaign: 'kampanya afişi, 2:1',
  logo: 'logo, kare',
};

interface PhotoCropDialogProps {
  /** The picture to cut: the chosen file, or a saved photo's original. */
  image: string;
  shape: PhotoShape;
  /** The original's size, when `image` is a smaller preview of it. */
  original?: { width: number; height: number } | undefined;
  /** The crop to start from (a saved photo's), in the original's pixels. */
  initialCrop?: PhotoCrop | undefined;
  confirmLabel: string;
  onConfirm: (crop: PhotoCrop) => void;
  onCancel: () => void;
  /** The browser cannot show the picture (a format it does not read): the server decides. */
  onUnreadable: () => void;
}

/**
 * Cuts a photo to the shape guests see it in. Drag or arrow keys move it under the frame,
 * the slider, the wheel, a pinch or + and − zoom. The crop goes to the server in the original's
 * pixels, which the server cuts from the original itself.
 */
export function PhotoCropDialog({
  image,
  shape,
  original,
  initialCrop,
  confirmLabel,
  onConfirm,
  onCancel,
  onUnreadable,
}: PhotoCropDialogProps) {
  const hintId = useId();
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [media, setMedia] = useState<MediaSize | null>(null);
  const [cropArea, setCropArea] = useState<RefObject<HTMLDivElement | null> | null>(null);

  // The frame appears once the photo is in: it takes the focus from the slider the dialog
  // started on, or from outside the dialog, unless the person has gone on to a button.
  useEffect(() => {
    const frame = cropArea?.current;
    if (!media || !frame) return;
    const active = document.activeElement;
    const inDialog = active !== null && frame.closest('dialog')?.contains(active);
    if (!inDialog || active.closest('[data-zoom]')) frame.focus();
  }, [media, cropArea]);

  const zoomBy = (step: number) => setZoom((current) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, round(current + step))));

  // + and − zoom from the crop area, as the arrow keys move (the library handles those).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== cropArea?.current) return;
    if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '−') zoomBy(-ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  const confirm = () => {
    if (!area || !media) return;
    const shown = { width: media.naturalWidth, height: media.naturalHeight };
    onConfirm(cropInOriginal(area, shown, original ?? shown));
  };

  return (
    <Modal title="Fotoğrafı kırp" size="large" onClose={onCancel}>
      <p id={hintId} className={styles.hint}>
        Fotoğrafı misafirlerin göreceği biçimde ({SHAPE_NAMES[shape]}) kırpın: sürükleyin ya da kırpma alanındayken ok tuşlarıyla kaydırın;
        + ve − tuşları yakınlaştırır.
      </p>
      {/* Keys reach this wrapper from the focusable crop area inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above */}
      <div className={styles.stage} onKeyDown={onKeyDown}>
        <Cropper
          image={image}
          aspect={PHOTO_SHAPES[shape]}
          crop={position}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          keyboardStep={KEYBOARD_STEP}
          onCropChange={setPosition}
          onZoomChange={(next) => setZoom(round(next))}
          onCropComplete={(_percent, pixels) => setArea(pixels)}
          onMediaLoaded={setMedia}
          setCropperRef={setCropArea}
          {...(initialCrop && original ? { initialCroppedAreaPercentages: cropInPercent(initialCrop, original) } : {})}
          disableAutomaticStylesInjection
          mediaProps={{ alt: '', onError: onUnreadable }}
          cropperProps={{ role: 'group', 'aria-label': 'Kırpma alanı', 'aria-describedby': hintId }}
          classes={{ containerClassName: styles.container ?? '', cropAreaClassName: styles.frame ?? '' }}
        />
      </div>
      <label className={styles.zoom} data-zoom>
        <span>Yakınlaştırma</span>
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={zoom}
          aria-valuetext={`%${Math.round(zoom * 100)}`}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
      <div className={modalStyles.actions}>
        <Button onClick={onCancel}>Vazgeç</Button>
        <Button variant="primary" onClick={confirm} disabled={!area || !media}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

function round(zoom: number): number {
  return Math.round(zoom * 100) / 100;
}
