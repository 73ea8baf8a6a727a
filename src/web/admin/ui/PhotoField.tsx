import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { PHOTO_LIMITS, PHOTO_MESSAGES, type PhotoCrop, type PhotoRecord, type PhotoShape } from '../../../shared/schemas/media.js';
import { mediaKey, webpVariant } from '../../../shared/photo-variants.js';
import { cropAgain, originalPreview, photoQueryKey, uploadPhoto, usePhotoRecord } from '../api/media.js';
import { buttonClass, Button } from './Button.js';
import fieldStyles from './Field.module.css';
import { PhotoCropDialog } from './PhotoCropDialog.js';
import { photoRefusal } from './photo-refusal.js';
import styles from './PhotoField.module.css';

interface PhotoFieldProps {
  label: string;
  shape: PhotoShape;
  required?: boolean;
  /** The record's `image`: `/media/<key>`, an address, or '' for none. */
  value: string;
  /** Gets the new `image` (the form sets it with `shouldDirty`, so leaving asks first). */
  onChange: (image: string) => void;
  /** The form's message for the field (the schema's or the server's). */
  error?: string | undefined;
  /** Given the picker, where the form puts the focus when the field is refused (react-hook-form's `field.ref`). */
  focusRef?: (element: HTMLInputElement | null) => void;
}

/** What is being cut in the crop dialog: a chosen file, or a saved photo's original. */
type Cropping = { image: string; file: File } | { image: string; record: PhotoRecord };

/**
 * A record's photo: chosen from the device (a phone offers its camera) or dropped on the
 * field, cut to the shape guests see it in, sent with its progress shown, and previewed before
 * the form is saved. A saved photo can be cut again from its original; an address still works
 * for pictures kept elsewhere. A refusal is said under the field and the rest of the form stays
 * as typed.
 */
export function PhotoField({ label, shape, required = false, value, onChange, error, focusRef }: PhotoFieldProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [upload, setUpload] = useState<{ preview: string; sent: number } | null>(null);
  const [recropping, setRecropping] = useState(false);
  const [byAddress, setByAddress] = useState(false);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const addressInput = useRef<HTMLInputElement>(null);
  const focusAddress = useRef(false);
  const focusPicker = useRef(false);
  const pending = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  const key = mediaKey(value);
  const record = usePhotoRecord(key);
  const showAddress = byAddress || (value !== '' && key === null);
  const busy = upload !== null || recropping;
  const message = refusal ?? error;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ');

  useEffect(() => focusRef?.(fileInput.current), [focusRef]);
  // An upload still under way when the form goes is stopped.
  useEffect(() => () => pending.current?.abort(), []);
  // Back on the picker when the crop dialog has gone (while it is open, the form behind it is
  // inert and cannot take the focus).
  useEffect(() => {
    if (!cropping && focusPicker.current) {
      focusPicker.current = false;
      fileInput.current?.focus();
    }
  }, [cropping]);
  useEffect(() => {
    if (showAddress && focusAddress.current) {
      focusAddress.current = false;
      addressInput.current?.focus();
    }
  }, [showAddress]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    // A new choice replaces a photo still on its way.
    pending.current?.abort();
    setRefusal(null);
    // Said before anything is sent: the server would refuse these after the whole upload.
    const early = refusedBeforeSending(file);
    if (early) {
      setRefusal(early);
      return;
    }
    setCropping({ image: URL.createObjectURL(file), file });
  };

  const send = async (file: File, preview: string, crop: PhotoCrop | undefined) => {
    const controller = new AbortController();
    pending.current = controller;
    setUpload({ preview, sent: 0 });
    try {
      const photo = await uploadPhoto({ file, shape, crop }, (sent) => setUpload({ preview, sent }), controller.signal);
      queryClient.setQueryData(photoQueryKey(photo.key), photo);
      setByAddress(false);
      onChange(photo.image);
    } catch (failure) {
      if (!controller.signal.aborted) setRefusal(photoRefusal(failure));
    } finally {
      URL.revokeObjectURL(preview);
      if (pending.current === controller) pending.current = null;
      setUpload(null);
    }
  };

  const cutAgain = async (saved: PhotoRecord, crop: PhotoCrop) => {
    setRecropping(true);
    try {
      const photo = await cropAgain(saved.original.key, shape, crop);
      queryClient.setQueryData(photoQueryKey(photo.key), photo);
      onChange(photo.image);
    } catch (failure) {
      setRefusal(photoRefusal(failure));
    } finally {
      setRecropping(false);
    }
  };

  const onCropped = (crop: PhotoCrop | undefined) => {
    const current = cropping;
    focusPicker.current = true;
    setCropping(null);
    if (!current) return;
    if ('file' in current) void send(current.file, current.image, crop);
    else if (crop) void cutAgain(current.record, crop);
  };

  const cancelCrop = () => {
    if (cropping && 'file' in cropping) URL.revokeObjectURL(cropping.image);
    focusPicker.current = true;
    setCropping(null);
  };

  const remove = () => {
    setRefusal(null);
    setByAddress(false);
    onChange('');
    fileInput.current?.focus();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const preview = upload?.preview ?? previewOf(value, key, record.data);

  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {/* Dropping a file is the laptop's shortcut; the picker below does the same for everyone. */}
      <div
        className={[styles.box, dragging ? styles.dragging : '', message ? styles.invalid : ''].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {preview ? (
          <img className={`${styles.preview} ${styles[shape] ?? ''}`} src={preview} alt="Seçili görsel" />
        ) : key !== null && record.isPending ? (
          <p className={`${styles.preview} ${styles[shape] ?? ''} ${styles.empty}`}>Görsel yükleniyor…</p>
        ) : (
          !showAddress && <p className={styles.drop}>Fotoğrafı buraya sürükleyin ya da seçin.</p>
        )}
        {upload && (
          <div className={styles.progress}>
            <progress id={`${id}-progress`} max={100} value={Math.round(upload.sent * 100)} aria-label="Fotoğraf yükleniyor" />
            <span aria-hidden="true">%{Math.round(upload.sent * 100)}</span>
          </div>
        )}
        <div className={styles.actions}>
          <input
            ref={fileInput}
            id={`${id}-file`}
            className={styles.file}
            type="file"
            accept="image/*"
            aria-describedby={describedBy}
            aria-invalid={Boolean(message)}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              choose(event.target.files?.[0]);
              // The same file chosen again is a new choice.
              event.target.value = '';
            }}
          />
          <label htmlFor={`${id}-file`} className={buttonClass(value ? 'secondary' : 'primary', true)}>
            {value ? 'Değiştir' : 'Fotoğraf seç'}
          </label>
          {key !== null && record.data && (
            <Button
              small
              disabled={busy}
              onClick={() => setCropping({ image: originalPreview(record.data.original.key), record: record.data })}
            >
              Kırpmayı düzenle
            </Button>
          )}
          {!showAddress && !value && (
            <Button
              small
              variant="ghost"
              disabled={busy}
              onClick={() => {
                focusAddress.current = true;
                setByAddress(true);
              }}
            >
              Adres ile ekle
            </Button>
          )}
          {(value || showAddress) && (
            <Button small variant="danger" disabled={busy} onClick={remove}>
              Kaldır
            </Button>
          )}
        </div>
        {showAddress && (
          <label className={styles.address}>
            <span>Görsel URL</span>
            <input
              ref={addressInput}
              className={fieldStyles.control}
              type="url"
              inputMode="url"
              value={key === null ? value : ''}
              aria-describedby={describedBy}
              aria-invalid={Boolean(message)}
              onChange={(event) => onChange(event.target.value)}
            />
          </label>
        )}
      </div>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {showAddress ? 'https:// ile başlayan bir adres ya da bir fotoğraf. ' : ''}JPEG, PNG, WebP veya AVIF, en fazla 20 MB.
        {recropping ? ' Yeni kırpma kaydediliyor…' : ''}
      </p>
      {message && (
        <p id={`${id}-error`} className={fieldStyles.error} role={refusal ? 'alert' : undefined}>
          {message}
        </p>
      )}
      {cropping && (
        <PhotoCropDialog
          image={cropping.image}
          shape={shape}
          original={'record' in cropping ? cropping.record.original : undefined}
          initialCrop={'record' in cropping ? cropping.record.crop : undefined}
          confirmLabel={'file' in cropping ? 'Kırp ve yükle' : 'Kırpmayı kaydet'}
          onConfirm={onCropped}
          onCancel={cancelCrop}
          onUnreadable={() => onCropped(undefined)}
        />
      )}
    </div>
  );
}

/** What can be said of a file before sending it: too large, or a format the server refuses. */
function refusedBeforeSending(file: File): string | null {
  if (file.size > PHOTO_LIMITS.maxBytes) return PHOTO_MESSAGES.tooLarge;
  if (/^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) return PHOTO_MESSAGES.heic;
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) return PHOTO_MESSAGES.svg;
  return null;
}

/** The picture the field shows: a saved photo's 640 px WebP, or the address itself. */
function previewOf(value: string, key: string | null, record: PhotoRecord | undefined): string | null {
  if (key !== null) return record ? webpVariant(key, record.widths, 640) : null;
  return /^(https:\/\/|\/images\/)/.test(value) ? value : null;
}
