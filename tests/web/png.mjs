// A PNG's pixels for the web checks, with Node's own zlib (the checks install
// no image library): 8-bit RGB or RGBA, not interlaced, which is what
// chromium's screenshots and SDL_image's IMG_SavePNG write.
//   readPng(FILE) -> { width, height, rgb: Uint8Array (3 bytes a pixel) }
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

// Paeth's predictor (the PNG specification, filter type 4): the neighbour nearest a + b - c.
function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function readPng(file) {
  const bytes = readFileSync(file);
  if (bytes.subarray(1, 4).toString() !== 'PNG') throw new Error(`${file}: not a PNG`);
  let width = 0;
  let height = 0;
  let channels = 0;
  const data = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString();
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      channels = { 2: 3, 6: 4 }[colour] || 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(`${file}: depth ${depth}, colour type ${colour}, interlace ${interlace}: only 8-bit RGB or RGBA, not interlaced`);
      }
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      break;
    }
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const upLeft = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predicted === undefined) throw new Error(`${file}: row ${y} has filter type ${filter}`);
      pixels[y * stride + x] = (row[x] + predicted) & 0xff;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i += 1) rgb.set(pixels.subarray(i * channels, i * channels + 3), i * 3);
  return { width, height, rgb };
}
