import { createCookie, redirect, type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { ExtendedReturnFieldsFragment } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

// The extended return registration's four pages share one draft, kept on the server; the browser
// holds only its id, in an HttpOnly cookie, so each step shows what was typed before, also after
// going back, and a shared link or a screenshot reveals nothing.

export type ExtendedReturnDraft = ExtendedReturnFieldsFragment;

graphql(`
  fragment ExtendedReturnFields on ExtendedReturn {
    id
    orderNumber
    email
    orderPlacedOnUtc
    returnWindowEndsUtc
    outsideReturnWindow
    refusal
    lines {
      orderItemId
      productId
      productName
      sku
      unitPriceInclTax
      ordered
      returnable
      quantity
    }
    reason
    reasonLabel
    reasonText
    comments
    photos {
      id
      fileName
      thumbnailUrl
    }
    maxPhotos
    estimatedRefund
    expiresOnUtc
    orderStatusUrl
    submittedReturn {
      id
      returnNumber
      status
      createdOnUtc
    }
  }
`);

const DRAFT = graphql(`
  query ExtendedReturnDraft($id: ID!) {
    v1 {
      extendedReturn(id: $id) {
        ...ExtendedReturnFields
      }
      returnReasons {
        code
        label
        needsText
      }
    }
  }
`);

const START = graphql(`
  mutation ExtendedReturnStart($orderNumber: String!, $email: String!, $draftId: ID) {
    v1 {
      extendedReturn {
        start(orderNumber: $orderNumber, email: $email, draftId: $draftId) {
          id
        }
      }
    }
  }
`);

const SET_LINES = graphql(`
  mutation ExtendedReturnSetLines($id: ID!, $items: [ExtendedReturnLineInput!]!) {
    v1 {
      extendedReturn {
        setLines(id: $id, items: $items) {
          id
        }
      }
    }
  }
`);

const SET_REASON = graphql(`
  mutation ExtendedReturnSetReason($id: ID!, $reason: ReturnReason!, $reasonText: String, $comments: String) {
    v1 {
      extendedReturn {
        setReason(id: $id, reason: $reason, reasonText: $reasonText, comments: $comments) {
          id
        }
      }
    }
  }
`);

const ADD_PHOTO = graphql(`
  mutation ExtendedReturnAddPhoto($id: ID!, $data: String!, $mime: String!, $fileName: String) {
    v1 {
      extendedReturn {
        addPhoto(id: $id, base64PictureData: $data, mimeType: $mime, fileName: $fileName) {
          id
        }
      }
    }
  }
`);

const REMOVE_PHOTO = graphql(`
  mutation ExtendedReturnRemovePhoto($id: ID!, $photoId: ID!) {
    v1 {
      extendedReturn {
        removePhoto(id: $id, photoId: $photoId) {
          id
        }
      }
    }
  }
`);

const SUBMIT = graphql(`
  mutation ExtendedReturnSubmit($id: ID!) {
    v1 {
      extendedReturn {
        submit(id: $id) {
          id
          submittedReturn {
            returnNumber
          }
        }
      }
    }
  }
`);

const draftCookie = createCookie('iy_extreturn', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 24 * 60 * 60 });

/** The draft id the browser holds, if any. */
export async function draftIdOf(request: Request): Promise<string | null> {
  const value: unknown = await draftCookie.parse(request.headers.get('cookie'));
  return typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
}

/** The Set-Cookie header that hands the browser its draft id (Secure when the page came over https). */
export async function draftCookieHeader(request: Request, id: string): Promise<string> {
  return draftCookie.serialize(id, { secure: new URL(request.url).protocol === 'https:' });
}

export type ReturnReasonOption = { code: NonNullable<ExtendedReturnDraft['reason']>; label: string; needsText: boolean };

/** The browser's draft with the reasons to choose from; the draft is null when there is none or it lapsed. */
export async function loadDraft(request: Request, context: Readonly<RouterContextProvider>): Promise<{ draft: ExtendedReturnDraft | null; reasons: ReturnReasonOption[] }> {
  const id = await draftIdOf(request);
  if (!id) return { draft: null, reasons: [] };
  const { v1 } = await serverQuery(context, DRAFT, { id });
  return { draft: v1.extendedReturn, reasons: v1.returnReasons };
}

/**
 * The step a draft is ready for: a later page opened too early sends the browser back to the first
 * step that still needs something, and a submitted draft shows its confirmation.
 */
export function stepFor(draft: ExtendedReturnDraft | null): '/extreturn' | '/extreturn1' | '/extreturns' | '/extreturns2' {
  if (!draft || (draft.refusal && !draft.submittedReturn)) return '/extreturn';
  if (draft.submittedReturn) return '/extreturns2';
  if (!draft.lines.some((l) => l.quantity > 0)) return '/extreturn1';
  if (!draft.reason) return '/extreturns';
  return '/extreturns2';
}

const ORDER: Record<ReturnType<typeof stepFor>, number> = { '/extreturn': 0, '/extreturn1': 1, '/extreturns': 2, '/extreturns2': 3 };

/**
 * Loads the draft for a step page. Without one (never started, or lapsed) the page says so and
 * offers to start again; a draft not ready for this step goes to the step it needs, and a
 * submitted one to its confirmation.
 */
export async function draftForStep(request: Request, context: Readonly<RouterContextProvider>, step: '/extreturn1' | '/extreturns' | '/extreturns2') {
  const data = await loadDraft(request, context);
  if (!data.draft) return data;
  const ready = stepFor(data.draft);
  if (ORDER[ready] < ORDER[step] || (data.draft.submittedReturn && step !== '/extreturns2')) throw redirect(ready);
  return data;
}

export const extendedReturnApi = {
  start: async (context: Readonly<RouterContextProvider>, v: { orderNumber: string; email: string; draftId: string | null }) =>
    (await serverQuery(context, START, v)).v1.extendedReturn.start.id,
  setLines: async (context: Readonly<RouterContextProvider>, id: string, items: Array<{ orderItemId: string; quantity: number }>) =>
    (await serverQuery(context, SET_LINES, { id, items })).v1.extendedReturn.setLines.id,
  setReason: async (context: Readonly<RouterContextProvider>, id: string, v: { reason: NonNullable<ExtendedReturnDraft['reason']>; reasonText: string; comments: string }) =>
    (await serverQuery(context, SET_REASON, { id, ...v })).v1.extendedReturn.setReason.id,
  addPhoto: async (context: Readonly<RouterContextProvider>, id: string, file: File) =>
    (await serverQuery(context, ADD_PHOTO, { id, data: Buffer.from(await file.arrayBuffer()).toString('base64'), mime: file.type, fileName: file.name })).v1.extendedReturn.addPhoto.id,
  removePhoto: async (context: Readonly<RouterContextProvider>, id: string, photoId: string) =>
    (await serverQuery(context, REMOVE_PHOTO, { id, photoId })).v1.extendedReturn.removePhoto.id,
  submit: async (context: Readonly<RouterContextProvider>, id: string) => (await serverQuery(context, SUBMIT, { id })).v1.extendedReturn.submit,
};
