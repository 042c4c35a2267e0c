import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getAccessToken, viewerQuery } from '~/features/auth/auth-session';
import { graphql } from '~/gql/gql';
import { documentId, GraphQLRequestError } from '~/lib/graphql';
import { NETWORK_FAILURE } from '../../../../shared/errors';
import type { RigStatus } from './fleet-garage';

export const RIG_STATUS_LABELS: Record<RigStatus, string> = {
  IN_SERVICE: 'In service',
  NEEDS_REPAIR: 'Needs repair',
  DECOMMISSIONED: 'Decommissioned',
};

const PICTURE = {
  set: graphql(`
    mutation SetMachinePicture($id: ID!, $data: String, $mime: String) {
      v1 { garage { setPicture(garageId: $id, base64PictureData: $data, mimeType: $mime) { id } } }
    }
  `),
  clear: graphql(`mutation ClearMachinePicture($id: ID!) { v1 { garage { clearPicture(garageId: $id) { id } } } }`),
};

/**
 * Posts a GraphQL operation with XMLHttpRequest, which (unlike fetch) reports upload progress:
 * a 10 MB photo takes a while on a phone. Errors read like clientQuery's.
 */
function postWithProgress<R, V>(document: TypedDocumentNode<R, V>, variables: V, accessToken: string | undefined, onProgress: (fraction: number) => void): Promise<R> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', accessToken ? `/api/graphql?authorization=${encodeURIComponent(accessToken)}` : '/api/graphql');
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onerror = () => reject(new GraphQLRequestError(NETWORK_FAILURE, undefined, 'NETWORK'));
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      if (!((xhr.status >= 200 && xhr.status < 300) || (xhr.status >= 400 && xhr.status < 500))) {
        reject(new GraphQLRequestError(xhr.statusText || `HTTP ${xhr.status}`, xhr.status));
        return;
      }
      try {
        const result = JSON.parse(xhr.responseText) as {
          data?: R | null;
          errors?: Array<{ message: string; extensions?: { code?: unknown } }>;
        };
        const first = result.errors?.[0];
        if (first) reject(new GraphQLRequestError(first.message, xhr.status === 401 ? 401 : undefined, typeof first.extensions?.code === 'string' ? first.extensions.code : undefined));
        else if (!result.data) reject(new GraphQLRequestError('No data'));
        else resolve(result.data);
      } catch {
        reject(new GraphQLRequestError(xhr.statusText || 'Unreadable answer', xhr.status));
      }
    };
    xhr.send(JSON.stringify({ documentId: documentId(document), variables }));
  });
}

// A photo goes from the browser (it reports upload progress); the page reloads its fleet afterwards (revalidate).

/** Uploads a machine's photo (base64 data and its type); `onProgress` gets the fraction sent so far. */
export async function setMachinePicture(garageId: string, base64PictureData: string, mimeType: string, onProgress: (fraction: number) => void = () => {}): Promise<void> {
  await postWithProgress(PICTURE.set, { id: garageId, data: base64PictureData, mime: mimeType }, await getAccessToken(), onProgress);
}

export async function clearMachinePicture(garageId: string): Promise<void> {
  await viewerQuery(PICTURE.clear, { id: garageId });
}

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
const PICTURE_EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** The picture type to send for a chosen file: the browser's, or (HEIC is often untyped) the file name's; null when not a picture we take. */
export function pictureUploadType(file: { type: string; name: string }): string | null {
  const type = file.type.toLowerCase();
  if (PICTURE_TYPES.includes(type)) return type;
  if (type && type !== 'application/octet-stream') return null;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return ext ? (PICTURE_EXTENSIONS[ext] ?? null) : null;
}

/** Reads a chosen file as base64 (without the data: prefix). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
