import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, newCustomer, newGuest, signIn } from '../../../tests/support/test-auth';
import { usAddress } from '../../../tests/support/test-checkout';
import { createFleetRoutes } from './fleet.routes';
import { gql } from '../../../tests/support/test-graphql';

const ITEM = `id name hours notes serialNumber stockNumber year sortOrder machineStatus engine attachment
  machineEngine { id name } machineAttachment { id name }
  machineModel { id name baseName manufacturer type picture { imageUrl } }
  picture { id imageUrl thumbnailUrl fullSizeImageUrl mimeType seoFilename size }`;

const ADD = `mutation Add($item: GarageItemInput!, $sel: Boolean) { v1 { garage { add(garageItem: $item, setSelected: $sel) { ${ITEM} } } } }`;
const EDIT = `mutation Edit($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { ${ITEM} } } } }`;
const DELETE = `mutation Del($id: ID!) { v1 { garage { delete(garageId: $id) } } }`;
const SELECT = `mutation Sel($id: ID) { v1 { garage { setSelected(garageId: $id) { id } } } }`;
const SET_PICTURE = `mutation Pic($id: ID!, $url: String, $data: String, $mime: String) { v1 { garage { setPicture(garageId: $id, url: $url, base64PictureData: $data, mimeType: $mime) { ${ITEM} } } } }`;
const CLEAR_PICTURE = `mutation Clr($id: ID!) { v1 { garage { clearPicture(garageId: $id) { id picture { id } } } } }`;
const FITMENT = `mutation Fit($id: ID, $p: ID!) { v1 { garage { fitmentCheck(garageId: $id, productId: $p) } } }`;
const GARAGE = `{ v1 { garage { selectedGarageItemId selected { id } items { ${ITEM} } } } }`;

interface Item {
  id: string;
  name: string;
  hours: number | null;
  machineStatus: string;
  engine: string;
  attachment: string;
  machineEngine: { id: string; name: string } | null;
  machineAttachment: { id: string; name: string } | null;
  machineModel: { id: string; name: string };
  picture: { imageUrl: string; thumbnailUrl: string; fullSizeImageUrl: string; mimeType: string; size: number } | null;
}

let t: TestApp;
let model: { id: number; engines: number[]; attachments: number[] };
let otherModelId: number;


async function addMachine(token: string, item: Record<string, unknown> = {}, sel = false): Promise<Item> {
  const body = await gql<{ v1: { garage: { add: Item } } }>(t, ADD, { item: { machineModelId: String(model.id), ...item }, sel }, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.v1.garage.add;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // A model with two engines and an attachment, so engine and attachment rules can be exercised.
  const [row] = rowsOf<{ id: number }>(
    await db.execute(`select m.id from machine_models m where (select count(*) from machine_engines e where e.machine_model_id = m.id) >= 1
      and (select count(*) from machine_attachments a where a.machine_model_id = m.id) >= 1 order by m.id limit 1` as never),
  );
  const engines = rowsOf<{ id: number }>(await db.execute(`select id from machine_engines where machine_model_id = ${row.id} order by id` as never)).map((r) => r.id);
  const attachments = rowsOf<{ id: number }>(await db.execute(`select id from machine_attachments where machine_model_id = ${row.id} order by id` as never)).map((r) => r.id);
  model = { id: row.id, engines, attachments };
  otherModelId = rowsOf<{ id: number }>(await db.execute(`select id from machine_models where id <> ${row.id} order by id limit 1` as never))[0].id;
});

afterAll(() => t.close());

describe('garage mutations', () => {
  it('adds a machine with every field, selects it, and lists it as the selected machine', async () => {
    const g = await newGuest(t);
    const item = await addMachine(
      g.access_token,
      {
        name: 'North field tractor',
        hours: 1234,
        notes: 'Leaks a little oil',
        serialNumber: 'SN-100200',
        stockNumber: 'ST-7',
        year: 2015,
        sortOrder: 2,
        machineStatus: 'NEEDS_REPAIR',
        engine: String(model.engines[0]),
        attachment: String(model.attachments[0]),
      },
      true,
    );
    expect(item).toMatchObject({
      name: 'North field tractor',
      hours: 1234,
      machineStatus: 'NEEDS_REPAIR',
      engine: String(model.engines[0]),
      attachment: String(model.attachments[0]),
      machineModel: { id: String(model.id) },
      picture: null,
    });
    expect(item.machineEngine?.id).toBe(String(model.engines[0]));
    const garage = await gql<{ v1: { garage: { selectedGarageItemId: string; selected: { id: string }; items: Item[] } } }>(t, GARAGE, undefined, { token: g.access_token });
    expect(garage.data!.v1.garage.selectedGarageItemId).toBe(item.id);
    expect(garage.data!.v1.garage.items.map((i) => i.id)).toEqual([item.id]);
  });

  it('names a machine after its model when no name is given, and refuses bad input with the spec text', async () => {
    const g = await newGuest(t);
    const item = await addMachine(g.access_token);
    expect(item.name).toBe(item.machineModel.name);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ machineModelId: '999999' }, 'Unable to add a machine. Choose a machine model.'],
      [{ machineModelId: 'abc' }, 'Unable to add a machine. Choose a machine model.'],
      [{ machineModelId: String(model.id), hours: -1 }, 'Unable to add a machine. Hours cannot be negative.'],
      [{ machineModelId: String(model.id), year: 3000 }, 'Unable to add a machine. The year cannot be in the future.'],
      [{ machineModelId: String(model.id), engine: '999999' }, 'Unable to add a machine. That engine is not an option of this machine model.'],
      [{ machineModelId: String(model.id), notes: 'x'.repeat(2001) }, 'Unable to add a machine. The notes is too long (2000 characters at most).'],
    ];
    for (const [input, message] of cases) {
      const body = await gql(t, ADD, { item: input }, { token: g.access_token });
      expect(body.errors?.[0].message, JSON.stringify(input)).toBe(message);
    }
    const garage = await gql<{ v1: { garage: { items: Item[] } } }>(t, GARAGE, undefined, { token: g.access_token });
    expect(garage.data!.v1.garage.items).toHaveLength(1);
  });

  it('needs a session to add a machine', async () => {
    const body = await gql(t, ADD, { item: { machineModelId: String(model.id) } }, { token: null });
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('edits fields, clears engine and attachment when sent empty, and resets them when the model changes', async () => {
    const g = await newGuest(t);
    const item = await addMachine(g.access_token, { engine: String(model.engines[0]), attachment: String(model.attachments[0]) });
    const edited = await gql<{ v1: { garage: { edit: Item } } }>(t, EDIT, {
      id: item.id,
      item: { hours: 50, machineStatus: 'DECOMMISSIONED', engine: '', attachment: '' },
    }, { token: g.access_token });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.v1.garage.edit).toMatchObject({ hours: 50, machineStatus: 'DECOMMISSIONED', engine: '', attachment: '', machineEngine: null });
    const again = await gql<{ v1: { garage: { edit: Item } } }>(t, EDIT, { id: item.id, item: { engine: String(model.engines[0]) } }, { token: g.access_token });
    expect(again.data!.v1.garage.edit.engine).toBe(String(model.engines[0]));
    const moved = await gql<{ v1: { garage: { edit: Item } } }>(t, EDIT, { id: item.id, item: { machineModelId: String(otherModelId) } }, { token: g.access_token });
    expect(moved.data!.v1.garage.edit).toMatchObject({ machineModel: { id: String(otherModelId) }, engine: '' });
    const bad = await gql(t, EDIT, { id: item.id, item: { year: 1200 } }, { token: g.access_token });
    expect(bad.errors?.[0].message).toBe('Unable to edit a machine. The year must be 1900 or later.');
  });

  it('treats another customer’s machine exactly like a missing one, for every mutation', async () => {
    const owner = await newGuest(t);
    const other = await newGuest(t);
    const item = await addMachine(owner.access_token, {}, true);
    const expectations: Array<[string, Record<string, unknown>, string]> = [
      [EDIT, { item: { hours: 1 } }, 'Unable to edit a machine. That machine is not in your fleet.'],
      [DELETE, {}, 'Unable to delete a machine. That machine is not in your fleet.'],
      [SELECT, {}, 'Unable to set selected machine. That machine is not in your fleet.'],
      [CLEAR_PICTURE, {}, 'Unable to clear machine picture. That machine is not in your fleet.'],
      [SET_PICTURE, { data: 'aGVsbG8=', mime: 'image/png' }, 'Unable to set machine picture. That machine is not in your fleet.'],
    ];
    for (const [query, vars, message] of expectations) {
      const theirs = await gql(t, query, { id: item.id, ...vars }, { token: other.access_token });
      const missing = await gql(t, query, { id: '2000000000', ...vars }, { token: other.access_token });
      expect(theirs.errors?.[0].message).toBe(message);
      expect(theirs.errors).toEqual(missing.errors);
    }
    const fit = await gql(t, FITMENT, { id: item.id, p: '1' }, { token: other.access_token });
    expect(fit.errors?.[0].message).toBe('failed to check fitment');
    const read = await gql<{ v1: { garageItem: null } }>(t, `query($id: ID!) { v1 { garageItem(garageId: $id) { id } } }`, { id: item.id }, { token: other.access_token });
    expect(read.data!.v1.garageItem).toBeNull();
    // The owner's machine is untouched.
    const garage = await gql<{ v1: { garage: { items: Item[]; selectedGarageItemId: string } } }>(t, GARAGE, undefined, { token: owner.access_token });
    expect(garage.data!.v1.garage.items).toHaveLength(1);
    expect(garage.data!.v1.garage.selectedGarageItemId).toBe(item.id);
  });

  it('selects one machine at a time, clears the selection, and deletes a machine with its selection', async () => {
    const g = await newGuest(t);
    const a = await addMachine(g.access_token, {}, true);
    const b = await addMachine(g.access_token);
    await gql(t, SELECT, { id: b.id }, { token: g.access_token });
    let garage = await gql<{ v1: { garage: { selectedGarageItemId: string | null } } }>(t, GARAGE, undefined, { token: g.access_token });
    expect(garage.data!.v1.garage.selectedGarageItemId).toBe(b.id);
    await gql(t, SELECT, { id: null }, { token: g.access_token });
    garage = await gql(t, GARAGE, undefined, { token: g.access_token });
    expect(garage.data!.v1.garage.selectedGarageItemId).toBeNull();
    await gql(t, SELECT, { id: a.id }, { token: g.access_token });
    const del = await gql<{ v1: { garage: { delete: boolean } } }>(t, DELETE, { id: a.id }, { token: g.access_token });
    expect(del.data!.v1.garage.delete).toBe(true);
    garage = await gql(t, GARAGE, undefined, { token: g.access_token });
    expect(garage.data!.v1.garage.selectedGarageItemId).toBeNull();
    const again = await gql(t, DELETE, { id: a.id }, { token: g.access_token });
    expect(again.errors?.[0].message).toBe('Unable to delete a machine. That machine is not in your fleet.');
  });

  it('moves a guest’s machines and selection to the account it signs in to', async () => {
    const g = await newGuest(t);
    const item = await addMachine(g.access_token, { name: 'Guest loader' }, true);
    const s = await signIn(t, CUSTOMER_EMAIL, DEMO_PASSWORD, { guest_refresh_token: g.refresh_token });
    const garage = await gql<{ v1: { garage: { selectedGarageItemId: string; items: Item[] } } }>(t, GARAGE, undefined, { token: s.access_token });
    expect(garage.data!.v1.garage.items.map((i) => i.name)).toContain('Guest loader');
    expect(garage.data!.v1.garage.selectedGarageItemId).toBe(item.id);
  });
});

describe('machine pictures', () => {
  let token: string;
  let garageId: string;
  let routes: Hono;

  beforeAll(async () => {
    const g = await newGuest(t);
    token = g.access_token;
    garageId = (await addMachine(token)).id;
    routes = createFleetRoutes({ fleet: t.services.fleet });
  });

  it('re-encodes a JPEG with metadata into three WebP sizes, without the metadata, served by guid', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c83' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner-name' } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('secret-owner-name'))).toBe(true);
    const body = await gql<{ v1: { garage: { setPicture: Item } } }>(t, SET_PICTURE, { id: garageId, data: jpeg.toString('base64'), mime: 'image/jpeg' }, { token });
    expect(body.errors).toBeUndefined();
    const pic = body.data!.v1.garage.setPicture.picture!;
    expect(pic.mimeType).toBe('image/webp');
    for (const [url, width] of [
      [pic.thumbnailUrl, 100],
      [pic.imageUrl, 500],
      [pic.fullSizeImageUrl, 1600],
    ] as const) {
      const res = await routes.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.includes(Buffer.from('secret-owner-name'))).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
    }
    expect((await routes.request(pic.imageUrl.replace(/\/500$/, '/300'))).status).toBe(404);
  });

  it('refuses a text file sent as a JPEG, an oversized picture, a decompression bomb and unknown types, keeping the old picture', async () => {
    const before = (await gql<{ v1: { garage: { items: Item[] } } }>(t, GARAGE, undefined, { token })).data!.v1.garage.items[0].picture;
    const text = Buffer.from('this is not a picture, just text renamed to .jpg\n'.repeat(10));
    const oversized = Buffer.alloc(10 * 1024 * 1024 + 10, 0xff);
    oversized[0] = 0xff;
    oversized[1] = 0xd8;
    const cases: Array<[Buffer, string, string]> = [
      [text, 'image/jpeg', 'Unable to set machine picture. Only JPEG, PNG, WebP or HEIC pictures can be used.'],
      [oversized, 'image/jpeg', 'Unable to set machine picture. The picture is larger than 10 MB.'],
      [pngBomb(50_000, 50_000), 'image/png', 'Unable to set machine picture. The picture has too many pixels (70 megapixels at most).'],
      [await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer(), 'image/gif', 'Unable to set machine picture. Only JPEG, PNG, WebP or HEIC pictures can be used.'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png', 'Unable to set machine picture. Only JPEG, PNG, WebP or HEIC pictures can be used.'],
    ];
    for (const [bytes, mime, message] of cases) {
      const body = await gql(t, SET_PICTURE, { id: garageId, data: bytes.toString('base64'), mime }, { token });
      expect(body.errors?.[0].message, mime).toBe(message);
    }
    const noMime = await gql(t, SET_PICTURE, { id: garageId, data: 'aGVsbG8=' }, { token });
    expect(noMime.errors?.[0].message).toMatch(/^Unable to set machine picture\. Say which kind of picture/);
    const after = (await gql<{ v1: { garage: { items: Item[] } } }>(t, GARAGE, undefined, { token })).data!.v1.garage.items[0].picture;
    expect(after).toEqual(before);
  });

  it('takes URL pictures only from approved hosts and never from private addresses', async () => {
    const refused = await gql(t, SET_PICTURE, { id: garageId, url: 'https://example.com/tractor.jpg' }, { token });
    expect(refused.errors?.[0].message).toBe('Unable to set machine picture. Pictures can only be taken from approved sites. Upload the picture instead.');
    const local = await createTestApp({ PICTURE_URL_HOSTS: 'localhost,127.0.0.1' });
    try {
      const g = await newGuest(local);
      const add = await gql<{ v1: { garage: { add: { id: string } } } }>(local, ADD, { item: { machineModelId: String(model.id) } }, { token: g.access_token });
      const id = add.data!.v1.garage.add.id;
      for (const url of ['http://localhost:1/x.jpg', 'http://127.0.0.1:1/x.jpg', 'file:///etc/passwd']) {
        const res = await gql(local, SET_PICTURE, { id, url }, { token: g.access_token });
        expect(res.errors?.[0].message, url).toMatch(/^Unable to set machine picture\. (Pictures can only be taken from approved sites|The picture address must start)/);
      }
    } finally {
      await local.close();
    }
  });

  it('never reaches a loopback listener through an allowed host written as [::ffff:127.0.0.1] or another spelling', async () => {
    let hits = 0;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } }).png().toBuffer();
    const listener = http.createServer((_req, res) => {
      hits++;
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(png);
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;
    const hosts = ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '2130706433', '0177.0.0.1', '0x7f.1', '[64:ff9b::7f00:1]'];
    // Listed as an operator might write them: with or without brackets.
    const local = await createTestApp({ PICTURE_URL_HOSTS: [...hosts, ...hosts.map((h) => h.replace(/^\[|\]$/g, ''))].join(',') });
    try {
      const g = await newGuest(local);
      const add = await gql<{ v1: { garage: { add: { id: string } } } }>(local, ADD, { item: { machineModelId: String(model.id) } }, { token: g.access_token });
      const id = add.data!.v1.garage.add.id;
      for (const host of hosts) {
        const res = await gql<{ v1: { garage: { setPicture: Item } } }>(local, SET_PICTURE, { id, url: `http://${host}:${port}/tractor.png` }, { token: g.access_token });
        expect(res.errors?.[0].message, host).toBe('Unable to set machine picture. Pictures can only be taken from approved sites. Upload the picture instead.');
      }
      expect(hits).toBe(0);
      const garage = await gql<{ v1: { garage: { items: Item[] } } }>(local, GARAGE, {}, { token: g.access_token });
      expect(garage.data!.v1.garage.items[0].picture).toBeNull();
    } finally {
      await local.close();
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('copies one of our own machine pictures by its URL, and clears a picture', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#286' } }).png().toBuffer();
    const first = await gql<{ v1: { garage: { setPicture: Item } } }>(t, SET_PICTURE, { id: garageId, data: png.toString('base64'), mime: 'image/png' }, { token });
    const url = `http://localhost:3000${first.data!.v1.garage.setPicture.picture!.fullSizeImageUrl}`;
    const second = await addMachine(token);
    const copied = await gql<{ v1: { garage: { setPicture: Item } } }>(t, SET_PICTURE, { id: second.id, url }, { token });
    expect(copied.errors).toBeUndefined();
    expect(copied.data!.v1.garage.setPicture.picture!.imageUrl).not.toBe(first.data!.v1.garage.setPicture.picture!.imageUrl);
    const cleared = await gql<{ v1: { garage: { clearPicture: { picture: null } } } }>(t, CLEAR_PICTURE, { id: second.id }, { token });
    expect(cleared.data!.v1.garage.clearPicture.picture).toBeNull();
    const old = copied.data!.v1.garage.setPicture.picture!.imageUrl;
    expect((await routes.request(old)).status).toBe(404);
  });
});

describe('fitment', () => {
  it('checks a product against the given machine or the selected one, narrowed by serial range and engine', async () => {
    const db = t.database.db;
    const g = await newGuest(t);
    // A product fitting the model with no narrowing, and one that fits only a serial range with an engine.
    const [plain] = rowsOf<{ product_id: number }>(
      await db.execute(`select product_id from product_fitments where machine_model_id = ${model.id} and serial_from is null and serial_to is null and engine is null and attachment is null limit 1` as never),
    );
    const [unrelated] = rowsOf<{ id: number }>(
      await db.execute(`select id from products where id not in (select product_id from product_fitments where machine_model_id = ${model.id}) order by id limit 1` as never),
    );
    const [engine] = rowsOf<{ name: string }>(await db.execute(`select name from machine_engines where id = ${model.engines[0]}` as never));
    await db.execute(
      `insert into product_fitments (product_id, machine_model_id, serial_from, serial_to, engine) values (${unrelated.id}, ${model.id}, '200000', '299999', '${engine.name.replace(/'/g, "''")}')` as never,
    );

    const noSelection = await gql(t, FITMENT, { p: String(plain.product_id) }, { token: g.access_token });
    expect(noSelection.errors?.[0].message).toBe('failed to check fitment');
    const anonymous = await gql(t, FITMENT, { p: String(plain.product_id) }, { token: null });
    expect(anonymous.errors?.[0].message).toBe('failed to check fitment');

    const inRange = await addMachine(g.access_token, { serialNumber: '1LV250000', engine: String(model.engines[0]) }, true);
    const outOfRange = await addMachine(g.access_token, { serialNumber: '1LV150000' });
    const check = async (garageId: string | null, productId: number) =>
      (await gql<{ v1: { garage: { fitmentCheck: boolean } } }>(t, FITMENT, { id: garageId, p: String(productId) }, { token: g.access_token })).data!.v1.garage.fitmentCheck;

    expect(await check(null, plain.product_id)).toBe(true);
    expect(await check(inRange.id, unrelated.id)).toBe(true);
    expect(await check(null, unrelated.id)).toBe(true);
    expect(await check(outOfRange.id, unrelated.id)).toBe(false);
    const other = await addMachine(g.access_token, { machineModelId: String(otherModelId) });
    expect(await check(other.id, unrelated.id)).toBe(false);
    if (model.engines.length > 1) {
      const otherEngine = await addMachine(g.access_token, { serialNumber: '250000', engine: String(model.engines[1]) });
      expect(await check(otherEngine.id, unrelated.id)).toBe(false);
    }
    const badProduct = await gql(t, FITMENT, { p: 'x' }, { token: g.access_token });
    expect(badProduct.errors?.[0].message).toBe('failed to check fitment');
  });
});

const SELL = `mutation($id: ID!, $l: RigListingInput!) { v1 { garage { sell(garageId: $id, listing: $l) { id price contactName isMine hidden machine { name hours } } } } }`;
const PUBLIC_LISTINGS = `{ v1 { rigListings { id } } }`;
const LISTING = `query($id: ID!) { v1 { rigListing(id: $id) { id hidden } } }`;
const HIDE = `mutation($id: ID!) { v1 { admin { rigListings { hide(id: $id) { id hidden } } } } }`;
const UNHIDE = `mutation($id: ID!) { v1 { admin { rigListings { unhide(id: $id) { id hidden } } } } }`;
const publicIds = async () => (await gql<{ v1: { rigListings: Array<{ id: string }> } }>(t, PUBLIC_LISTINGS, undefined, { token: null })).data!.v1.rigListings.map((l) => l.id);

describe('rig listings: who may publish, staff moderation', () => {
  it('refuses a guest’s listing with a clear message and publishes nothing', async () => {
    const g = await newGuest(t);
    const item = await addMachine(g.access_token, { hours: 10 });
    const before = await publicIds();
    const res = await gql(t, SELL, { id: item.id, l: { price: 999, contactName: 'Cheap Rolex', contactPhone: '555-0199', description: 'http://spam.example' } }, { token: g.access_token });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Unable to list the machine for sale. Only registered customers can list machines for sale. Sign in or create an account; the machines in your fleet come with you.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await publicIds()).toEqual(before);
    const stored = rowsOf(await t.database.db.execute(`select id from rig_listings where garage_machine_id = ${Number(item.id)}` as never));
    expect(stored).toEqual([]);
  });

  it('lets an administrator hide any listing and show it again; hidden listings never show publicly', async () => {
    const seller = await newCustomer(t, 'moderated-seller@fleet.example');
    const item = await addMachine(seller.access_token, { hours: 4000 });
    const sold = await gql<{ v1: { garage: { sell: { id: string } } } }>(t, SELL, { id: item.id, l: { price: 5000, contactName: 'Kim', contactEmail: 'kim@fleet.example' } }, { token: seller.access_token });
    const id = sold.data!.v1.garage.sell.id;
    expect(await publicIds()).toContain(id);

    // Neither the seller nor a guest may moderate.
    for (const token of [seller.access_token, (await newGuest(t)).access_token]) {
      expect((await gql(t, HIDE, { id }, { token })).errors?.[0]).toMatchObject({ message: 'Only store staff can do this.', extensions: { code: 'FORBIDDEN' } });
    }
    expect((await gql(t, HIDE, { id }, { token: null })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const admin = await signIn(t, ADMIN_EMAIL);
    const hidden = await gql<{ v1: { admin: { rigListings: { hide: { id: string; hidden: boolean } } } } }>(t, HIDE, { id }, { token: admin.access_token });
    expect(hidden.data!.v1.admin.rigListings.hide).toEqual({ id, hidden: true });
    const [audited] = rowsOf<Record<string, unknown>>(
      await t.database.db.execute(sql`select actor_id, record_type, record_id, before, after from audit_log where action = 'rig_listing.hidden' order by id desc limit 1`),
    );
    expect(audited).toMatchObject({ actor_id: Number(admin.user_info.id), record_type: 'rigListing', record_id: id, before: { hidden: false }, after: { hidden: true } });
    expect(await publicIds()).not.toContain(id);
    expect((await gql(t, LISTING, { id }, { token: null })).data).toEqual({ v1: { rigListing: null } });
    expect((await gql(t, LISTING, { id }, { token: seller.access_token })).data).toEqual({ v1: { rigListing: null } });
    // Editing the listing does not put it back.
    const edited = await gql<{ v1: { garage: { sell: { id: string; hidden: boolean } } } }>(t, SELL, { id: item.id, l: { price: 4500, contactName: 'Kim', contactEmail: 'kim@fleet.example' } }, { token: seller.access_token });
    expect(edited.data!.v1.garage.sell).toMatchObject({ id, hidden: true });
    expect(await publicIds()).not.toContain(id);
    // The seller still sees it on their machine, marked hidden; staff see it with includeHidden.
    const own = await gql<{ v1: { garageItem: { listing: { hidden: boolean } } } }>(t, `query($id: ID!) { v1 { garageItem(garageId: $id) { listing { hidden } } } }`, { id: item.id }, { token: seller.access_token });
    expect(own.data!.v1.garageItem.listing).toEqual({ hidden: true });
    const staffView = await gql<{ v1: { rigListings: Array<{ id: string; hidden: boolean }> } }>(t, `{ v1 { rigListings(includeHidden: true) { id hidden } } }`, undefined, { token: admin.access_token });
    expect(staffView.data!.v1.rigListings).toContainEqual({ id, hidden: true });
    expect((await gql(t, `{ v1 { rigListings(includeHidden: true) { id } } }`, undefined, { token: seller.access_token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const shown = await gql<{ v1: { admin: { rigListings: { unhide: { hidden: boolean } } } } }>(t, UNHIDE, { id }, { token: admin.access_token });
    expect(shown.data!.v1.admin.rigListings.unhide.hidden).toBe(false);
    expect(await publicIds()).toContain(id);
    expect((await gql(t, HIDE, { id: '999999' }, { token: admin.access_token })).errors?.[0]).toMatchObject({ message: 'That rig listing does not exist.', extensions: { code: 'NOT_FOUND' } });

    const audit = rowsOf<{ action: string; actor_id: number }>(
      await t.database.db.execute(`select action, actor_id from audit_log where action like 'rig_listing.%' and detail->>'rigListingId' = '${id}' order by id` as never),
    );
    expect(audit.map((a) => a.action)).toEqual(['rig_listing.hidden', 'rig_listing.shown']);
    expect(audit[0].actor_id).toBe(Number(admin.user_info.id));
  });

  it('pages every listing for staff, hidden ones too, newest first, with the counts', async () => {
    const PAGE = `query($first: Int, $page: Int) { v1 { admin { rigListings(first: $first, page: $page) { totalCount hiddenCount page hasNextPage nodes { id hidden } } } } }`;
    type Page = { totalCount: number; hiddenCount: number; page: number; hasNextPage: boolean; nodes: Array<{ id: string; hidden: boolean }> };
    const admin = await signIn(t, ADMIN_EMAIL);
    const read = async (first: number, page: number) => {
      const res = await gql<{ v1: { admin: { rigListings: Page } } }>(t, PAGE, { first, page }, { token: admin.access_token });
      expect(res.errors).toBeUndefined();
      return res.data!.v1.admin.rigListings;
    };
    const seller = await newCustomer(t, 'paged-seller@fleet.example');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const item = await addMachine(seller.access_token, { hours: 100 + i });
      const sold = await gql<{ v1: { garage: { sell: { id: string } } } }>(t, SELL, { id: item.id, l: { price: 1000 + i, contactName: 'Lee', contactEmail: 'lee@fleet.example' } }, { token: seller.access_token });
      expect(sold.errors).toBeUndefined();
      ids.push(sold.data!.v1.garage.sell.id);
    }
    await gql(t, HIDE, { id: ids[1] }, { token: admin.access_token });

    const whole = await read(50, 1);
    const all = rowsOf<{ n: number; hidden: number }>(
      await t.database.db.execute(sql`select count(*)::int as n, count(hidden_at)::int as hidden from rig_listings where active`),
    )[0];
    expect({ totalCount: whole.totalCount, hiddenCount: whole.hiddenCount }).toEqual({ totalCount: all.n, hiddenCount: all.hidden });
    // Newest first: the three just listed lead, the hidden one among them.
    expect(whole.nodes.slice(0, 3)).toEqual([
      { id: ids[2], hidden: false },
      { id: ids[1], hidden: true },
      { id: ids[0], hidden: false },
    ]);
    // Two a page: the pages together are the whole list, each once, and only the last says there is no next.
    const seen: string[] = [];
    for (let n = 1; ; n++) {
      const p = await read(2, n);
      expect(p.page).toBe(n);
      seen.push(...p.nodes.map((l) => l.id));
      if (!p.hasNextPage) break;
      expect(p.nodes).toHaveLength(2);
    }
    expect(seen).toEqual(whole.nodes.map((l) => l.id));
    expect((await read(2, 10_000)).nodes).toEqual([]);
    // Moderation is staff's: a customer is refused.
    expect((await gql(t, PAGE, { first: 2, page: 1 }, { token: seller.access_token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('machine reference data and listings', () => {
  it('walks type → manufacturer → model and answers a model with its products', async () => {
    const types = await gql<{ v1: { machineTypes: Array<{ id: string; name: string }> } }>(t, `{ v1 { machineTypes { id name } } }`, undefined, { token: null });
    expect(types.data!.v1.machineTypes.length).toBeGreaterThan(5);
    const typeId = types.data!.v1.machineTypes[0].id;
    const makers = await gql<{ v1: { machineManufacturers: Array<{ id: string; modelCount: number }> } }>(t, `query($t: ID) { v1 { machineManufacturers(machineTypeId: $t) { id name modelCount } } }`, { t: typeId }, { token: null });
    expect(makers.data!.v1.machineManufacturers.length).toBeGreaterThan(0);
    const models = await gql<{ v1: { machineModels: Array<{ id: string; type: string }> } }>(t, `query($m: ID, $t: ID) { v1 { machineModels(manufacturerId: $m, machineTypeId: $t) { id name type } } }`, { m: makers.data!.v1.machineManufacturers[0].id, t: typeId }, { token: null });
    expect(models.data!.v1.machineModels.length).toBeGreaterThan(0);
    expect(new Set(models.data!.v1.machineModels.map((m) => m.type)).size).toBe(1);
    const detail = await gql<{ v1: { machineModel: { engines: unknown[]; products: { totalCount: number; nodes: Array<{ id: string }> } } } }>(t, `query($id: ID!) { v1 { machineModel(id: $id) { id name engines { id name } attachments { id name } products(first: 5) { totalCount hasNextPage nodes { id name } } } } }`, { id: String(model.id) }, { token: null });
    expect(detail.data!.v1.machineModel.engines.length).toBe(model.engines.length);
    expect(detail.data!.v1.machineModel.products.nodes.length).toBeGreaterThan(0);
    const missing = await gql<{ v1: { machineModel: null } }>(t, `{ v1 { machineModel(id: "abc") { id } } }`, undefined, { token: null });
    expect(missing.data!.v1.machineModel).toBeNull();
  });

  it('lists a machine for sale to everyone, and only its owner can list or unlist it', async () => {
    const g = await newCustomer(t, 'seller-one@fleet.example');
    const other = await newCustomer(t, 'seller-two@fleet.example');
    const item = await addMachine(g.access_token, { hours: 900, year: 2012 });
    const bad = await gql(t, SELL, { id: item.id, l: { price: 0, contactName: 'Sam' } }, { token: g.access_token });
    expect(bad.errors?.[0].message).toBe('Unable to list the machine for sale. Enter a price above 0.');
    const noContact = await gql(t, SELL, { id: item.id, l: { price: 100, contactName: 'Sam' } }, { token: g.access_token });
    expect(noContact.errors?.[0].message).toBe('Unable to list the machine for sale. Give a phone number or an e-mail address buyers can reach.');
    const theirs = await gql(t, SELL, { id: item.id, l: { price: 100, contactName: 'Sam', contactPhone: '555' } }, { token: other.access_token });
    expect(theirs.errors?.[0].message).toBe('Unable to list the machine for sale. That machine is not in your fleet.');
    const sold = await gql<{ v1: { garage: { sell: { id: string; price: number; isMine: boolean } } } }>(t, SELL, {
      id: item.id,
      l: { price: 18500.5, contactName: 'Sam', contactPhone: '555-0100' },
    }, { token: g.access_token });
    expect(sold.data!.v1.garage.sell).toMatchObject({ price: 18500.5, isMine: true });
    const list = await gql<{ v1: { rigListings: Array<{ id: string; isMine: boolean; machine: { hours: number } }> } }>(t, `{ v1 { rigListings { id isMine contactPhone machine { hours machineModel { name } } } } }`, undefined, { token: null });
    expect(list.data!.v1.rigListings.find((l) => l.id === sold.data!.v1.garage.sell.id)).toMatchObject({ isMine: false, machine: { hours: 900 } });
    const UNLIST = `mutation($id: ID!) { v1 { garage { unlist(garageId: $id) } } }`;
    expect((await gql(t, UNLIST, { id: item.id }, { token: other.access_token })).errors?.[0].message).toBe('Unable to remove the listing. That machine is not listed for sale.');
    expect((await gql<{ v1: { garage: { unlist: boolean } } }>(t, UNLIST, { id: item.id }, { token: g.access_token })).data!.v1.garage.unlist).toBe(true);
  });
});

// A PNG whose header claims a huge canvas over a few bytes of data: decoding it would need gigabytes.
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

describe('parts ordered for a machine', () => {
  const ORDERED = `query($id: ID!) { v1 { garageItem(garageId: $id) { orderedParts { productId name sku quantity clubOrderGuid lastOrderedOnUtc } } } }`;
  const CART_ADD = `mutation($p: ID!, $q: Int) { v1 { cart { add(productId: $p, shoppingCartTypeId: 1, qty: $q) { itemCount } } } }`;
  const PLACE = `mutation($s: AddressInput!, $k: String) { v1 { cart {
    placeOrderExternalPayment(email: "fleet@example.com", nonce: "fake-valid-nonce", shippingAddress: $s, deviceData: "{}", paymentType: CREDIT_CARD, idempotencyKey: $k) { clubOrderGuid } } } }`;

  /** An orderable product that fits (or, with fits false, does not fit) the test model. */
  async function product(fits: boolean): Promise<{ id: number; name: string }> {
    const [p] = rowsOf<{ id: number; name: string }>(
      await t.database.db.execute(`select p.id, p.name from products p
        where p.published and not p.deleted and p.price > 0 and p.allowed_quantities = ''
          and ${fits ? '' : 'not'} exists (select 1 from product_fitments f where f.product_id = p.id and f.machine_model_id = ${model.id})
        order by p.id limit 1` as never),
    );
    await t.database.db.execute(`update products set stock = 50, status = 'IN_STOCK', order_minimum_quantity = 1, order_maximum_quantity = 100 where id = ${p.id}` as never);
    return p;
  }

  it('lists the parts the owner ordered that fit the machine, and nothing to anyone else', async () => {
    const g = await newGuest(t);
    const machine = await addMachine(g.access_token);
    const empty = await gql<{ v1: { garageItem: { orderedParts: unknown[] } } }>(t, ORDERED, { id: machine.id }, { token: g.access_token });
    expect(empty.data!.v1.garageItem.orderedParts).toEqual([]);

    const fitting = await product(true);
    const other = await product(false);
    expect((await gql(t, CART_ADD, { p: String(fitting.id), q: 2 }, { token: g.access_token })).errors).toBeUndefined();
    expect((await gql(t, CART_ADD, { p: String(other.id), q: 1 }, { token: g.access_token })).errors).toBeUndefined();
    const placed = await gql<{ v1: { cart: { placeOrderExternalPayment: { clubOrderGuid: string } } } }>(t, PLACE, {
      s: await usAddress(t),
      k: 'fleet-ordered-parts-1',
    }, { token: g.access_token });
    expect(placed.errors).toBeUndefined();

    const listed = await gql<{ v1: { garageItem: { orderedParts: Array<{ productId: string; name: string; quantity: number; clubOrderGuid: string }> } } }>(t, ORDERED, { id: machine.id }, { token: g.access_token });
    expect(listed.data!.v1.garageItem.orderedParts).toMatchObject([
      { productId: String(fitting.id), name: fitting.name, quantity: 2, clubOrderGuid: placed.data!.v1.cart.placeOrderExternalPayment.clubOrderGuid },
    ]);

    // Another customer cannot read this machine at all.
    const stranger = await newGuest(t);
    const theirs = await gql<{ v1: { garageItem: unknown } }>(t, ORDERED, { id: machine.id }, { token: stranger.access_token });
    expect(theirs.data!.v1.garageItem).toBeNull();
  });
});
