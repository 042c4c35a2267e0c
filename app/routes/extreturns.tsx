import { getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState, type ChangeEvent } from 'react';
import { Form, redirect } from 'react-router';
import { draftForStep, draftIdOf, extendedReturnApi, loadDraft } from '~/features/orders/api/orders-extended-return.server';
import { ExtendedReturnLayout, FormAlert, NoDraft, StepButtons, stepTitle, useSubmitting } from '~/features/orders/components/orders-extended-return-parts';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import { EXTENDED_RETURN_LIMITS, EXTENDED_RETURN_TEXTS, PHOTO_REQUIRED_REASONS, RETURN_PHOTOS_MAX, returnReasonSchema } from '../../shared/extended-return';
import type { Route } from './+types/extreturns';
import { Button } from '~/components/button';
import { textareaClass, FieldError } from '~/components/field';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif';
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: stepTitle('/extreturns'), noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return draftForStep(request, context, '/extreturns');
}

type Data = Route.ComponentProps['loaderData'];

/**
 * Saves the reason whenever it is valid (so nothing typed is lost, whichever button was pressed),
 * uploads the chosen photos, removes one, then goes on, goes back, or stays to show the photos.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? 'continue');
  const id = await draftIdOf(request);
  if (!id) return redirect('/extreturn');
  const submission = parseWithZod(formData, { schema: returnReasonSchema, disableAutoCoercion: true });
  const formErrors: string[] = [];
  if (submission.status === 'success') {
    try {
      await extendedReturnApi.setReason(context, id, { reason: submission.value.reason, reasonText: submission.value.reasonText, comments: submission.value.comments });
    } catch (err) {
      formErrors.push(userMessageOf(err));
    }
  }
  const photoErrors: string[] = [];
  const files = formData.getAll('photos').filter((f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f && f.size > 0);
  for (const file of files) {
    if (file.size > PHOTO_MAX_BYTES) {
      photoErrors.push(`${file.name}: The picture is larger than 10 MB.`);
      continue;
    }
    try {
      await extendedReturnApi.addPhoto(context, id, file);
    } catch (err) {
      photoErrors.push(`${file.name}: ${userMessageOf(err)}`);
    }
  }
  if (intent.startsWith('remove:')) {
    try {
      await extendedReturnApi.removePhoto(context, id, intent.slice('remove:'.length));
    } catch (err) {
      photoErrors.push(userMessageOf(err));
    }
  }
  if (intent === 'back' && formErrors.length === 0) return redirect('/extreturn1');
  if (intent === 'continue' && submission.status === 'success' && formErrors.length === 0 && photoErrors.length === 0) {
    const { draft } = await loadDraft(request, context);
    if (draft && PHOTO_REQUIRED_REASONS.includes(submission.value.reason) && draft.photos.length === 0) {
      return { result: submission.reply({ fieldErrors: { photos: [EXTENDED_RETURN_TEXTS.photoRequired] } }), uploaded: Date.now() };
    }
    return redirect('/extreturns2');
  }
  // Stay: show the photos as they are now, keep what was typed, and show errors only where there are some.
  const showFieldErrors = intent === 'continue';
  return {
    result: submission.reply({
      formErrors,
      fieldErrors: photoErrors.length ? { photos: photoErrors } : {},
      hideFields: showFieldErrors ? [] : ['reason', 'reasonText', 'comments'],
    }),
    uploaded: Date.now(),
  };
}

export default function ExtendedReturnReasonPage({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.draft ? <ExtendedReturnReason draft={loaderData.draft} reasons={loaderData.reasons} actionData={actionData} /> : <NoDraft step="/extreturns" />;
}

function ExtendedReturnReason({ draft, reasons, actionData }: { draft: NonNullable<Data['draft']>; reasons: Data['reasons']; actionData: Route.ComponentProps['actionData'] }) {
  const { busy, intent } = useSubmitting();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { reason: draft.reason ?? '', reasonText: draft.reasonText, comments: draft.comments },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: returnReasonSchema, disableAutoCoercion: true }),
  });
  const full = draft.photos.length >= draft.maxPhotos;
  const photosId = `${form.id}-photos`;
  // Checked in the browser too, so a file that would be refused is not sent first (the server checks again).
  // Tied to the form's last answer, so it goes once the next answer arrives.
  const [chosen, setChosen] = useState<{ error: string | null; answer: number | undefined }>({ error: null, answer: undefined });
  const chosenError = chosen.answer === actionData?.uploaded ? chosen.error : null;
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    const left = draft.maxPhotos - draft.photos.length;
    const big = files.find((f) => f.size > PHOTO_MAX_BYTES);
    const problem = files.length > left ? `You can add ${left} more ${left === 1 ? 'photo' : 'photos'}.` : big ? `${big.name}: The picture is larger than 10 MB.` : null;
    setChosen({ error: problem, answer: actionData?.uploaded });
    if (problem) e.target.value = '';
  };
  const photoErrors = chosenError ? [chosenError] : fields.photos.errors;
  return (
    <ExtendedReturnLayout step="/extreturns" draft={draft}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6" aria-busy={busy}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="space-y-1">
          <label htmlFor={fields.reason.id} className="block font-bold">
            Why are you returning the parts?
          </label>
          <select {...getSelectProps(fields.reason)} key={fields.reason.key} className="h-11 w-full max-w-sm rounded-md border border-gray-400 px-2 aria-[invalid=true]:border-red-700">
            <option value="">Choose a reason</option>
            {reasons.map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </select>
          <FieldError meta={fields.reason} className="text-red-700" />
        </div>

        <div className="space-y-1">
          <label htmlFor={fields.reasonText.id} className="block font-bold">
            Tell us more <span className="font-normal text-ink-700">(required for “Other reason”)</span>
          </label>
          <p id={`${fields.reasonText.id}-hint`} className="text-sm text-ink-700">
            What happened, and when? For a part that does not fit, give the machine’s make, model and serial number.
          </p>
          <textarea
            {...getTextareaProps(fields.reasonText, { ariaDescribedBy: `${fields.reasonText.id}-hint` })}
            key={fields.reasonText.key}
            rows={3}
            maxLength={EXTENDED_RETURN_LIMITS.reasonText}
            className={textareaClass}
          />
          <FieldError meta={fields.reasonText} className="text-red-700" />
        </div>

        <div className="space-y-1">
          <label htmlFor={fields.comments.id} className="block font-bold">
            Comments <span className="font-normal text-ink-700">(optional)</span>
          </label>
          <textarea {...getTextareaProps(fields.comments)} key={fields.comments.key} rows={3} maxLength={EXTENDED_RETURN_LIMITS.comments} className={textareaClass} />
          <FieldError meta={fields.comments} className="text-red-700" />
        </div>

        <fieldset className="space-y-3" aria-describedby={`${photosId}-hint`}>
          <legend className="font-bold">Photos</legend>
          <p id={`${photosId}-hint`} className="text-sm text-ink-700">
            Up to {RETURN_PHOTOS_MAX} photos of the parts, their labels and any damage: JPEG, PNG, WebP or HEIC, 10 MB each. A photo is required for parts that
            arrived damaged.
          </p>
          {draft.photos.length > 0 ? (
            <ul className="flex flex-wrap gap-3" aria-label="Photos added">
              {draft.photos.map((p, n) => (
                <li key={p.id} className="w-32 space-y-1 rounded-md border border-gray-300 p-2 text-sm">
                  <img src={p.thumbnailUrl} alt={`Photo ${n + 1}${p.fileName ? `: ${p.fileName}` : ''}`} width={100} height={100} className="mx-auto h-[100px] w-[100px] object-contain" />
                  <p className="truncate" title={p.fileName}>
                    {p.fileName || `Photo ${n + 1}`}
                  </p>
                  <button type="submit" name="intent" value={`remove:${p.id}`} formNoValidate className="min-h-11 font-semibold text-blue-800 underline" disabled={busy}>
                    Remove<span className="sr-only"> photo {n + 1}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">No photos added yet.</p>
          )}
          {full ? (
            <p className="text-sm">You have added {draft.maxPhotos} photos, the most one request can carry. Remove one to add another.</p>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <label htmlFor={photosId} className="sr-only">
                Choose photos
              </label>
              <input
                id={photosId}
                key={actionData?.uploaded ?? 0}
                name="photos"
                type="file"
                accept={ACCEPT}
                multiple
                onChange={choose}
                aria-invalid={photoErrors ? true : undefined}
                aria-describedby={photoErrors ? fields.photos.errorId : `${photosId}-hint`}
                className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-4 file:font-semibold"
              />
              <Button variant="outline" size="fit" type="submit" name="intent" value="upload" formNoValidate disabled={busy}>
                {busy && intent === 'upload' ? 'Uploading…' : 'Upload photos'}
              </Button>
            </div>
          )}
          {photoErrors && (
            <div id={fields.photos.errorId} role="alert" className="text-red-700">
              {photoErrors.map((e: string) => (
                <p key={e}>{e}</p>
              ))}
            </div>
          )}
        </fieldset>

        <StepButtons next="Continue to review" busy={busy} saving={intent === 'continue'} />
      </Form>
    </ExtendedReturnLayout>
  );
}
