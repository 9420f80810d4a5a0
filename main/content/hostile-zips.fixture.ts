import { deflateRawSync } from 'node:zlib';

/**
 * A zip whose one entry, gh.json, says (in its local header and in the central directory) that it
 * unpacks to 100 bytes, while its deflated data inflates to `realBytes` of spaces. Built by hand
 * around node's native deflate so that even a large one takes milliseconds to make.
 */
export function lyingZip(realBytes: number): Uint8Array {
  const name = Buffer.from('gh.json');
  const data = deflateRawSync(Buffer.alloc(realBytes, 0x20), { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(100, 22); // the lie
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(100, 24); // the same lie
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/**
 * A zip of `count` entries (part-1.json…), each saying it unpacks to 100 bytes while it inflates to
 * `entryBytes` of spaces: many entries each under the limit for one file, together far over the
 * limit for all (issue 26: 40 × 30 MiB held the host for 6.9 s). The entries share one deflated
 * stream, so a large one takes milliseconds to make.
 */
export function lyingManyZip(count: number, entryBytes: number): Uint8Array {
  const data = deflateRawSync(Buffer.alloc(entryBytes, 0x20), { level: 9 });
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let at = 0;
  for (let i = 1; i <= count; i++) {
    const name = Buffer.from(`part-${i}.json`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(100, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(100, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(at, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    at += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(at, 16);
  return Buffer.concat([...locals, directory, end]);
}
