/**
 * The search index snapshot on disk: a packed index (search-snapshot-pack.ts) with a header saying
 * what it is and what it was built from, every part checksummed. Layout:
 *
 *   "IRONYARD SEARCH\n" | format (u32) | header bytes (u32) | header CRC-32 (u32) | 0 (u32)
 *   header (JSON: tag, index description, each array's type, length, offset and CRC-32), padded to 8
 *   the arrays, each at an 8-byte boundary (so they are read back as views, without a copy)
 *
 * A snapshot is written aside and renamed into place, so a reader never sees half of one. Reading
 * checks the magic, the format, the size and every checksum: a file that fails any check is refused
 * with the reason (and the caller rebuilds), never served.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IndexMeta, PackArray, PackedIndex } from './search-snapshot-pack';

/** Bumped whenever the file layout changes. */
export const SNAPSHOT_FORMAT = 1;
const MAGIC = Buffer.from('IRONYARD SEARCH\n', 'latin1');
const PREFIX = MAGIC.length + 16;

/** What a snapshot was built from: compared with the catalogue before the snapshot is used. */
export interface SnapshotTag {
  /** The database clock (µs) read before the records were: every change after it is read again. */
  mark: number;
  /** Hash of what the records take from outside the products (the category tree), and of the synonyms. */
  reference: string;
}

const TYPES = { u8: Uint8Array, u16: Uint16Array, u32: Uint32Array, i32: Int32Array, f64: Float64Array } as const;
type TypeName = keyof typeof TYPES;

interface Header {
  format: number;
  tag: SnapshotTag;
  meta: IndexMeta;
  arrays: Array<{ type: TypeName; length: number; offset: number; crc: number }>;
  dataBytes: number;
}

export class SnapshotError extends Error {}

const crc32 = (zlib as unknown as { crc32(data: Uint8Array, value?: number): number }).crc32;

function typeOf(a: PackArray): TypeName {
  if (a instanceof Uint8Array) return 'u8';
  if (a instanceof Uint16Array) return 'u16';
  if (a instanceof Uint32Array) return 'u32';
  if (a instanceof Int32Array) return 'i32';
  return 'f64';
}

const bytesOf = (a: PackArray) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
const align8 = (n: number) => (n + 7) & ~7;

function writeAll(fd: number, data: Uint8Array): void {
  for (let at = 0; at < data.length; ) at += fs.writeSync(fd, data, at, data.length - at);
}

/** Writes a snapshot atomically (aside, then renamed over `file`); returns its size in bytes. */
export function writeSnapshot(file: string, packed: PackedIndex, tag: SnapshotTag): number {
  let offset = 0;
  const arrays = packed.arrays.map((a) => {
    const entry = { type: typeOf(a), length: a.length, offset, crc: crc32(bytesOf(a)) };
    offset = align8(offset + a.byteLength);
    return entry;
  });
  const header: Header = { format: SNAPSHOT_FORMAT, tag, meta: packed.meta, arrays, dataBytes: offset };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const headerBytes = align8(PREFIX + json.length) - PREFIX;
  const headerBuf = Buffer.alloc(headerBytes, 0x20);
  json.copy(headerBuf);
  const prefix = Buffer.alloc(PREFIX);
  MAGIC.copy(prefix);
  prefix.writeUInt32LE(SNAPSHOT_FORMAT, MAGIC.length);
  prefix.writeUInt32LE(headerBytes, MAGIC.length + 4);
  prefix.writeUInt32LE(crc32(headerBuf), MAGIC.length + 8);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(aside, 'w');
  const pad = new Uint8Array(8);
  try {
    writeAll(fd, prefix);
    writeAll(fd, headerBuf);
    packed.arrays.forEach((a, i) => {
      writeAll(fd, bytesOf(a));
      const end = arrays[i].offset + a.byteLength;
      const next = i + 1 < arrays.length ? arrays[i + 1].offset : offset;
      if (next > end) writeAll(fd, pad.subarray(0, next - end));
    });
    fs.fsyncSync(fd);
  } catch (err) {
    fs.closeSync(fd);
    fs.rmSync(aside, { force: true });
    throw err;
  }
  fs.closeSync(fd);
  fs.renameSync(aside, file);
  return PREFIX + headerBytes + offset;
}

/** Reads and checks a snapshot; throws SnapshotError saying what is wrong (missing, corrupt, another format). */
export function readSnapshot(file: string): { packed: PackedIndex; tag: SnapshotTag; bytes: number } {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    throw new SnapshotError((err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no snapshot' : `cannot open: ${(err as Error).message}`);
  }
  let all: Uint8Array<ArrayBuffer>;
  try {
    const size = fs.fstatSync(fd).size;
    if (size < PREFIX) throw new SnapshotError('truncated (shorter than its header)');
    all = new Uint8Array(new ArrayBuffer(size));
    for (let at = 0; at < size; ) {
      const n = fs.readSync(fd, all, at, size - at, at);
      if (n === 0) throw new SnapshotError('truncated while reading');
      at += n;
    }
  } finally {
    fs.closeSync(fd);
  }
  const buf = Buffer.from(all.buffer, 0, all.length);
  if (!buf.subarray(0, MAGIC.length).equals(MAGIC)) throw new SnapshotError('not a search snapshot');
  const format = buf.readUInt32LE(MAGIC.length);
  if (format !== SNAPSHOT_FORMAT) throw new SnapshotError(`format ${format}, this server reads ${SNAPSHOT_FORMAT}`);
  const headerBytes = buf.readUInt32LE(MAGIC.length + 4);
  if (PREFIX + headerBytes > all.length || headerBytes % 8 !== (8 - (PREFIX % 8)) % 8) throw new SnapshotError('truncated (header)');
  const headerBuf = all.subarray(PREFIX, PREFIX + headerBytes);
  if (crc32(headerBuf) !== buf.readUInt32LE(MAGIC.length + 8)) throw new SnapshotError('header checksum mismatch');
  let header: Header;
  try {
    header = JSON.parse(buf.toString('utf8', PREFIX, PREFIX + headerBytes)) as Header;
  } catch {
    throw new SnapshotError('header is not readable');
  }
  if (header.format !== SNAPSHOT_FORMAT) throw new SnapshotError('header format mismatch');
  const data = PREFIX + headerBytes;
  if (all.length !== data + header.dataBytes) throw new SnapshotError(all.length < data + header.dataBytes ? 'truncated (data)' : 'longer than its header says');
  const arrays: PackArray[] = header.arrays.map((e, i) => {
    const Type = TYPES[e.type];
    if (!Type || e.offset % 8 !== 0) throw new SnapshotError(`array ${i} is malformed`);
    const byteLength = e.length * Type.BYTES_PER_ELEMENT;
    if (e.offset + byteLength > header.dataBytes) throw new SnapshotError(`array ${i} runs past the end`);
    const view = new Type(all.buffer, data + e.offset, e.length);
    if (crc32(bytesOf(view)) !== e.crc) throw new SnapshotError(`checksum mismatch in array ${i}`);
    return view;
  });
  return { packed: { meta: header.meta, arrays }, tag: header.tag, bytes: all.length };
}
