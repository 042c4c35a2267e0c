import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ensureGuestSession, getAccessToken, viewerQuery } from '~/features/auth/auth-session';
import { graphql } from '~/gql/gql';
import type { GarageItemInput as GarageItemInputType, RigListingInput } from '~/gql/graphql';
import { documentId, GraphQLRequestError } from '~/lib/graphql';
import { NETWORK_FAILURE } from '../../../../shared/errors';
import {
  garageSnapshot,
  publishGarage,
  reloadGarage,
  type GarageItem,
  type MachineModelSummary,
  type Option,
  type RigStatus,
} from './fleet-store';

export const RIG_STATUS_LABELS: Record<RigStatus, string> = {
  IN_SERVICE: 'In service',
  NEEDS_REPAIR: 'Needs repair',
  DECOMMISSIONED: 'Decommissioned',
};

export type GarageItemInput = GarageItemInputType;

const FLEET = {
  add: graphql(`mutation AddMachine($item: GarageItemInput!, $sel: Boolean) { v1 { garage { add(garageItem: $item, setSelected: $sel) { ...FleetItemFields } } } }`),
  edit: graphql(`mutation EditMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { ...FleetItemFields } } } }`),
  move: graphql(`mutation MoveMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { id } } } }`),
  delete: graphql(`mutation DeleteMachine($id: ID!) { v1 { garage { delete(garageId: $id) } } }`),
  select: graphql(`mutation SelectMachine($id: ID) { v1 { garage { setSelected(garageId: $id) { id } } } }`),
  setPicture: graphql(`
    mutation SetMachinePicture($id: ID!, $data: String, $mime: String) {
      v1 { garage { setPicture(garageId: $id, base64PictureData: $data, mimeType: $mime) { id } } }
    }
  `),
  clearPicture: graphql(`mutation ClearMachinePicture($id: ID!) { v1 { garage { clearPicture(garageId: $id) { id } } } }`),
  sell: graphql(`mutation SellMachine($id: ID!, $l: RigListingInput!) { v1 { garage { sell(garageId: $id, listing: $l) { id } } } }`),
  unlist: graphql(`mutation UnlistMachine($id: ID!) { v1 { garage { unlist(garageId: $id) } } }`),
  machineTypes: graphql(`query MachineTypes { v1 { machineTypes { id name } } }`),
  manufacturers: graphql(`query MachineManufacturers($t: ID) { v1 { machineManufacturers(machineTypeId: $t) { id name modelCount } } }`),
  models: graphql(`query MachineModels($m: ID, $t: ID) { v1 { machineModels(manufacturerId: $m, machineTypeId: $t) { ...FleetModelFields } } }`),
  modelOptions: graphql(`query ModelOptions($id: ID!) { v1 { machineModel(id: $id) { engines { id name } attachments { id name } } } }`),
};

// A failure keeps its code and text; the page puts the spec's FLEET_ERRORS text before a reason
// the fleet service did not give (ErrorNotice, actionErrorText).
async function mutate<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  // Guests get a session on demand: a fleet needs an owner.
  await ensureGuestSession();
  return await viewerQuery(document, ...([variables] as [V]));
}

export async function addMachine(item: GarageItemInput, setSelected: boolean): Promise<GarageItem> {
  const r = await mutate(FLEET.add, { item, sel: setSelected });
  await reloadGarage();
  return r.v1.garage.add;
}

export async function editMachine(garageId: string, item: GarageItemInput): Promise<GarageItem> {
  const r = await mutate(FLEET.edit, { id: garageId, item });
  await reloadGarage();
  return r.v1.garage.edit;
}

/** Moves a machine one place up (-1) or down (1) in the fleet's order; the list shows the new order at once. */
export async function moveMachine(garageId: string, by: -1 | 1): Promise<void> {
  const store = garageSnapshot();
  const items = [...store.garage.items];
  const i = items.findIndex((x) => x.id === garageId);
  const j = i + by;
  if (i < 0 || j < 0 || j >= items.length) return;
  [items[i], items[j]] = [items[j], items[i]];
  const changed = items.map((item, k) => ({ item, k })).filter(({ item, k }) => item.sortOrder !== k);
  publishGarage({
    ...store,
    garage: {
      ...store.garage,
      items: items.map((item, k) => ({ ...item, sortOrder: k })),
    },
  });
  try {
    for (const { item, k } of changed) {
      await mutate(FLEET.move, { id: item.id, item: { sortOrder: k } });
    }
  } finally {
    // The server's order wins, also after a failure part-way.
    await reloadGarage();
  }
}

export async function deleteMachine(garageId: string): Promise<void> {
  await mutate(FLEET.delete, { id: garageId });
  await reloadGarage();
}

export async function setSelectedMachine(garageId: string | null): Promise<void> {
  await mutate(FLEET.select, { id: garageId });
  await reloadGarage();
}

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

/** Uploads a machine's photo (base64 data and its type); `onProgress` gets the fraction sent so far. */
export async function setMachinePicture(garageId: string, base64PictureData: string, mimeType: string, onProgress: (fraction: number) => void = () => {}): Promise<void> {
  await ensureGuestSession();
  await postWithProgress(FLEET.setPicture, { id: garageId, data: base64PictureData, mime: mimeType }, await getAccessToken(), onProgress);
  await reloadGarage();
}

export async function clearMachinePicture(garageId: string): Promise<void> {
  await mutate(FLEET.clearPicture, { id: garageId });
  await reloadGarage();
}

/** What the sell form sends; stricter than the schema's RigListingInput, which it satisfies. */
export type ListingInput = Required<{ [K in keyof RigListingInput]: NonNullable<RigListingInput[K]> }>;

export async function sellMachine(garageId: string, listing: ListingInput): Promise<string> {
  const r = await mutate(FLEET.sell, { id: garageId, l: listing });
  await reloadGarage();
  return r.v1.garage.sell.id;
}

export async function unlistMachine(garageId: string): Promise<void> {
  await mutate(FLEET.unlist, { id: garageId });
  await reloadGarage();
}

/** Machine reference data for the pickers (public; runs in the browser). */
export async function machineTypes(): Promise<Option[]> {
  return (await viewerQuery(FLEET.machineTypes)).v1.machineTypes;
}

export async function machineManufacturers(machineTypeId: string): Promise<Array<Option & { modelCount: number }>> {
  return (await viewerQuery(FLEET.manufacturers, { t: machineTypeId })).v1.machineManufacturers;
}

export async function machineModels(manufacturerId: string, machineTypeId: string): Promise<MachineModelSummary[]> {
  return (await viewerQuery(FLEET.models, { m: manufacturerId, t: machineTypeId })).v1.machineModels;
}

export async function modelOptions(machineModelId: string): Promise<{ engines: Option[]; attachments: Option[] }> {
  const r = await viewerQuery(FLEET.modelOptions, { id: machineModelId });
  return r.v1.machineModel ?? { engines: [], attachments: [] };
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
