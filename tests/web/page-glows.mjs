// The page glows as the desktop does: tick 600 of the seed-1 autopilot opened
// in headless chromium by a link, as a teacher's link opens it for a student
// (?args=--replay FILE --at 600, the recording in the link's #replay=), against
// the desktop's picture of the same moment under Xvfb (docs/look.md, "In the
// page"); and the glow's halos there, round the lines, where the plain look
// leaves the background.
//   node tests/web/page-glows.mjs SITE OUT POLYROIDS
// SITE: the built page (build/web); OUT: the recording and the pictures;
// POLYROIDS: the desktop program of the same source. Each check prints "ok
// NAME" or "FAIL NAME: why"; the last line counts them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/serve.mjs';
import { readPng } from './png.mjs';

const [site, out, game] = process.argv.slice(2);
if (!site || !out || !game) {
  console.error('usage: node page-glows.mjs SITE OUT POLYROIDS');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const flags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];
const kBar = 24;  // the page's strip of links above the canvas (web/index.html)
const kTick = 600;
// Rows above this are the HUD's text: its glyphs come from two builds of freetype (Debian's and build-deps.sh's),
// a pixel apart here and there, and the page shows its own frame rate. The field below it is what the look draws.
const kFieldTop = 60;

let passed = 0;
let failed = 0;
function check(name, ok, why = '') {
  if (ok) { passed += 1; console.log(`ok   ${name}`); } else { failed += 1; console.log(`FAIL ${name}${why ? ': ' + why : ''}`); }
}

function brightness(picture, pixel) {
  const at = pixel * 3;
  return Math.max(picture.rgb[at], picture.rgb[at + 1], picture.rgb[at + 2]);
}

// The share of the field's pixels in which a channel differs by more than `tolerance` levels.
function differing(a, b, tolerance) {
  let differ = 0;
  for (let i = kFieldTop * a.width * 3; i < a.rgb.length; i += 3) {
    if ([0, 1, 2].some((c) => Math.abs(a.rgb[i + c] - b.rgb[i + c]) > tolerance)) differ += 1;
  }
  return differ / (a.width * (a.height - kFieldTop));
}

// Where the halos must be: the field's pixels the plain look leaves dark (at most 40) within `reach` pixels
// (across or along a row or column, or diagonally) of one it draws a line through (at least 128).
function besideLines(plain, reach) {
  const { width, height } = plain;
  const line = new Uint8Array(width * height);
  for (let p = kFieldTop * width; p < width * height; p += 1) line[p] = brightness(plain, p) >= 128 ? 1 : 0;
  // Grown by `reach` along rows, then along columns: a square round each line pixel.
  const across = new Uint8Array(width * height);
  for (let y = kFieldTop; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      for (let d = -reach; d <= reach && !across[y * width + x]; d += 1) {
        across[y * width + x] = line[y * width + Math.min(width - 1, Math.max(0, x + d))];
      }
    }
  }
  const ring = [];
  for (let y = kFieldTop; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let near = 0;
      for (let d = -reach; d <= reach && !near; d += 1) near = across[Math.min(height - 1, Math.max(kFieldTop, y + d)) * width + x];
      if (near && brightness(plain, y * width + x) <= 40) ring.push(y * width + x);
    }
  }
  return ring;
}

// The share of `ring`'s pixels that `picture` draws brighter than the plain look by more than `levels`.
function lit(picture, plain, ring, levels) {
  return ring.filter((p) => brightness(picture, p) - brightness(plain, p) > levels).length / ring.length;
}

// The desktop's picture of the moment in a look (under Xvfb, its window 1280x720 as the page's canvas). Not --mute:
// its word on the HUD is not in the page, which starts sound at the first key.
function desktopPicture(replay, look) {
  const file = join(out, `desktop-${look}.png`);
  execFileSync('xvfb-run', ['-a', '-s', '-screen 0 1280x720x24', game, '--replay', replay, '--at', String(kTick), '--frames', '1',
    '--size', '1280x720', '--look', look, '--screenshot', file], { stdio: 'pipe', env: { ...process.env, SDL_AUDIODRIVER: 'dummy' } });
  return readPng(file);
}

// The page opened by a link to the moment, as Copy link makes it for a replay opened in a browser; its canvas once
// the program says it shows that moment.
async function pagePicture(browser, base, replay, errors) {
  const file = '/libsdl/polyroids/opened/glow-moment.replay';
  const packed = deflateSync(readFileSync(replay)).toString('base64url');
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 + kBar }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/?args=${encodeURIComponent(`--replay ${file} --at ${kTick}`)}#replay=${packed}`);
  const want = `--replay\n${file}\n--at\n${kTick}\n`;
  const shown = await page.waitForFunction((moment) => window.Module && Module.firstFrameAt !== undefined && Module.moment === moment, want,
    { timeout: 60000 }).then(() => true, () => false);
  // Two more frames: the one that told the moment is drawn and presented.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const path = join(out, 'page-glow.png');
  await page.screenshot({ path, animations: 'disabled', clip: { x: 0, y: kBar, width: 1280, height: 720 } });
  await context.close();
  return [shown, readPng(path)];
}

const replay = join(out, 'glow-moment.replay');
execFileSync('env', ['-u', 'DISPLAY', game, '--headless', '--autopilot', '--seed', '1', '--ticks', String(kTick + 100), '--record', replay],
  { stdio: 'pipe' });
const glow = desktopPicture(replay, 'glow');
const plain = desktopPicture(replay, 'plain');
const server = await startServer(site, 0);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: flags });
const errors = [];
try {
  const [shown, page] = await pagePicture(browser, `http://127.0.0.1:${server.address().port}`, replay, errors);
  check(`a link to tick ${kTick} of a replay opens that moment in the page`, shown);
  // Measured at this tick (docs/look.md, "In the page"): the page and the desktop differ by more than 8 levels in
  // 0.007% of the field's pixels, the page in the plain look against the desktop's glow in 1.4%.
  const apart = differing(page, glow, 8);
  check('the page draws the moment as the desktop does in the glow look: at most 0.1% of the field\'s pixels differ by more than 8 levels',
    apart <= 0.001, `${(100 * apart).toFixed(3)}% differ (against the plain look: ${(100 * differing(page, plain, 8)).toFixed(3)}%)`);
  // The halos: of the pixels the plain look leaves dark within 4 pixels of a line, the glow lights (by more than 24
  // levels) all of them on the desktop and in the page here (3712 of 3712), the page in the plain look 0.7%.
  const ring = besideLines(plain, 4);
  const desktopHalo = lit(glow, plain, ring, 24);
  const pageHalo = lit(page, plain, ring, 24);
  check('the page has the glow\'s halos: round the lines it lights as many of the pixels the plain look leaves dark as the desktop (within 2 points)',
    ring.length > 1000 && desktopHalo >= 0.5 && pageHalo >= desktopHalo - 0.02,
    `${ring.length} pixels beside lines; lit: the desktop ${(100 * desktopHalo).toFixed(1)}%, the page ${(100 * pageHalo).toFixed(1)}%`);
  console.log(`figure: field pixels differing by more than 8 levels, the page against the desktop: ${(100 * apart).toFixed(3)}% (glow), ` +
    `${(100 * differing(page, plain, 8)).toFixed(3)}% (against the plain look); halo pixels lit: ${(100 * pageHalo).toFixed(1)}% in the page, ` +
    `${(100 * desktopHalo).toFixed(1)}% on the desktop, of ${ring.length}`);
  check('the page showed no console error', errors.length === 0, errors.join(' | '));
} catch (error) {
  check('the browser session ran to the end', false, error.stack || String(error));
}
await browser.close();
server.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
