import { useId, useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { clearMachinePicture, fileToBase64, pictureUploadType, setMachinePicture } from '../api/fleet-api';
import { FLEET_ERRORS, type GarageItem } from '../api/fleet-garage';
import { ErrorNotice, type Failure } from '~/components/error-notice';
import { DomainError, withReason } from '../../../../shared/errors';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif';
const MAX = 10 * 1024 * 1024;
const SET_FAILED = FLEET_ERRORS.setPicture;

type Phase = { step: 'idle' } | { step: 'reading' } | { step: 'uploading'; fraction: number } | { step: 'processing' } | { step: 'removing' };

/** Upload (JPEG, PNG, WebP, HEIC, up to 10 MB) or remove a machine's photo, with progress. */
export function FleetPictureUpload({ item }: { item: GarageItem }) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = phase.step !== 'idle';
  // The photo goes from the browser (with progress); the page's loaders then read the fleet again.
  const { revalidate } = useRevalidator();

  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setFailure(null);
    setDone(null);
    // The server checks the bytes again; these checks only spare a long upload that would be refused.
    const type = pictureUploadType(file);
    const refuse = (reason: string) => setFailure({ error: new DomainError('VALIDATION', withReason(SET_FAILED, reason)) });
    if (!type) return refuse('Only JPEG, PNG, WebP or HEIC pictures can be used.');
    if (file.size > MAX) return refuse('The picture is larger than 10 MB.');
    if (file.size === 0) return refuse('The picture is empty.');
    await send(file, type);
  }

  async function send(file: File, type: string) {
    setFailure(null);
    try {
      setPhase({ step: 'reading' });
      const data = await fileToBase64(file);
      setPhase({ step: 'uploading', fraction: 0 });
      await setMachinePicture(item.id, data, type, (fraction) =>
        setPhase(fraction >= 1 ? { step: 'processing' } : { step: 'uploading', fraction }),
      );
      await revalidate();
      setDone('Photo saved.');
    } catch (err) {
      setFailure({ error: err, action: SET_FAILED, onRetry: () => send(file, type) });
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  async function remove() {
    setPhase({ step: 'removing' });
    setFailure(null);
    setDone(null);
    try {
      await clearMachinePicture(item.id);
      await revalidate();
      setDone('Photo removed.');
    } catch (err) {
      setFailure({ error: err, action: FLEET_ERRORS.clearPicture, onRetry: remove });
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  const percent = phase.step === 'uploading' ? Math.round(phase.fraction * 100) : null;
  return (
    <div className="space-y-2" data-testid="picture-upload">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={`${id}-file`}
          className={`inline-flex h-11 items-center rounded-md border border-gray-400 px-4 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-700 ${busy ? 'opacity-60' : 'cursor-pointer hover:bg-gray-100'}`}
        >
          {item.picture ? 'Replace photo' : 'Upload a photo'}
          <input id={`${id}-file`} type="file" accept={ACCEPT} className="sr-only" onChange={upload} disabled={busy} aria-describedby={`${id}-hint`} />
        </label>
        {item.picture && (
          <button type="button" onClick={remove} disabled={busy} className="h-11 rounded-md px-3 font-semibold text-red-800 underline disabled:opacity-60">
            Remove photo
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-700">
        JPEG, PNG, WebP or HEIC, up to 10 MB.
      </p>
      {busy && (
        <div role="status" className="space-y-1 text-sm">
          <p>
            {phase.step === 'reading' && 'Reading the photo…'}
            {phase.step === 'uploading' && `Uploading… ${percent}%`}
            {phase.step === 'processing' && 'Processing the photo…'}
            {phase.step === 'removing' && 'Removing the photo…'}
          </p>
          {(phase.step === 'uploading' || phase.step === 'processing') && (
            <progress className="h-2 w-full max-w-xs" max={100} value={percent ?? undefined} aria-label="Upload progress" />
          )}
        </div>
      )}
      {!busy && done && (
        <p role="status" className="text-sm font-medium text-green-800">
          {done}
        </p>
      )}
      {failure && <ErrorNotice {...failure} />}
    </div>
  );
}
