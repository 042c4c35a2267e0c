import { FLEET_ERRORS } from '../../../shared/errors';
import { parseId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { FleetRepository } from './fleet.repository';
import { decodeBase64Picture, fetchPicture, PictureError, processPicture } from './fleet-pictures';
import type { GarageMachineRow, MachineLookup } from './fleet-machine-lookup';
import { fail, NOT_IN_FLEET } from './fleet-refusals';

export interface GaragePictureDeps {
  repo: Pick<FleetRepository, 'pictureFile' | 'replacePicture' | 'clearPicture'>;
  lookup: Pick<MachineLookup, 'machineOf' | 'owned'>;
  log: Logger;
  /** Hosts a picture URL may point at (PICTURE_URL_HOSTS). */
  pictureHosts: readonly string[];
  /** The store's own address: picture URLs of our own garage pictures are copied without a download. */
  publicUrl: string;
}

/** A garage machine's picture: uploaded, downloaded from an allowed host or copied from our own, then served. */
export function createGaragePictures({ repo, lookup, log, pictureHosts, publicUrl }: GaragePictureDeps) {
  const ownOrigin = new URL(publicUrl).origin;
  const { machineOf, owned } = lookup;

  async function pictureBytes(args: { url?: string | null; base64PictureData?: string | null; mimeType?: string | null }) {
    if (args.base64PictureData) {
      if (!args.mimeType) throw new PictureError('Say which kind of picture this is (JPEG, PNG, WebP or HEIC).');
      return { body: decodeBase64Picture(args.base64PictureData), declared: args.mimeType };
    }
    if (args.url) {
      const own = ownPictureGuid(args.url);
      if (own) {
        const body = await repo.pictureFile(own, 1600);
        if (!body) throw new PictureError('The picture could not be downloaded.');
        return { body, declared: null };
      }
      const fetched = await fetchPicture(args.url, pictureHosts);
      return { body: fetched.body, declared: null };
    }
    throw new PictureError('Choose a picture to upload.');
  }

  function ownPictureGuid(raw: string): string | null {
    try {
      const url = new URL(raw, ownOrigin);
      if (url.origin !== ownOrigin) return null;
      const m = /^\/media\/garage\/([0-9a-f-]{36})\/\d+$/.exec(url.pathname);
      return m ? m[1] : null;
    } catch {
      return null;
    }
  }

  return {
    async setPicture(
      customerId: number,
      garageId: string | number,
      args: { url?: string | null; base64PictureData?: string | null; mimeType?: string | null },
    ): Promise<GarageMachineRow> {
      const base = FLEET_ERRORS.setPicture;
      const machine = await owned(customerId, garageId, base);
      let picture;
      try {
        const { body, declared } = await pictureBytes(args);
        picture = await processPicture(body, declared);
      } catch (err) {
        if (err instanceof PictureError) throw fail(base, err.message);
        log.warn({ err }, 'machine picture failed');
        throw fail(base);
      }
      const seoFilename = `${slug(machine.name) || 'machine'}.webp`;
      if (!(await repo.replacePicture(customerId, machine.id, { ...picture, seoFilename }))) throw fail(base, NOT_IN_FLEET, 'NOT_FOUND');
      return (await machineOf(customerId, machine.id))!;
    },

    async clearPicture(customerId: number, garageId: string | number): Promise<GarageMachineRow> {
      const id = parseId(garageId);
      if (id === null || !(await repo.clearPicture(customerId, id))) throw fail(FLEET_ERRORS.clearPicture, NOT_IN_FLEET, 'NOT_FOUND');
      return (await machineOf(customerId, id))!;
    },

    pictureFile: (guid: string, size: number) => repo.pictureFile(guid, size),
  };
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}
