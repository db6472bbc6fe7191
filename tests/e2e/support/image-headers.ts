import { crc32, deflateSync } from 'node:zlib';

/**
 * Images that claim any size in their header and weigh a few dozen bytes: what a decompression bomb looks like to
 * anything that reads only the header (a 38000 × 38000 PNG decodes to 4.3 GB). The uploads' dimension checks read
 * exactly that header, so these stand for the real thing.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose IHDR says width × height (RGB, 8 bits), with one short compressed row and its end. */
export function pngOfSize(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * Math.min(width, 64)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/**
 * A baseline JPEG whose frame header (SOF0, or `sof` such as 0xc2 progressive) says width × height, after a JFIF APP0
 * and, with `exifBytes`, an APP1 segment of that many bytes before it (a camera's metadata): then its scan and its end.
 */
export function jpegOfSize(width: number, height: number, { sof = 0xc0, exifBytes = 0 }: { sof?: number; exifBytes?: number } = {}): Buffer {
  const frame = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('4a46494600010100000100010000', 'hex')),
    ...(exifBytes > 0 ? [segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.alloc(exifBytes - 6, 0xff)]))] : []),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(sof, frame),
    segment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A multipart/form-data body with one file part, as a browser sends it: [content-type header, body]. */
export function multipartFile(field: string, filename: string, type: string, bytes: Buffer): [string, Buffer] {
  const boundary = `----upload${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return [`multipart/form-data; boundary=${boundary}`, body];
}
