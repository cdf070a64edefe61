// The page in a real browser: Debian's chromium, headless, driven by
// playwright-core (pinned by package-lock.json; no browser download).
//   node tests/web/browser-tests.mjs SITE OUT PICTURE_CHECK
// SITE: the built page (build/web); OUT: screenshots and the page's
// recording; PICTURE_CHECK: tests/e2e/PictureCheck.cpp's binary.
// Each check prints "ok NAME" or "FAIL NAME: why"; the last line counts them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/serve.mjs';

const [site, out, pictureCheck] = process.argv.slice(2);
if (!site || !out || !pictureCheck) {
  console.error('usage: node browser-tests.mjs SITE OUT PICTURE_CHECK');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
// playwright starts chromium headless with a fresh profile of its own (--user-data-dir in a new temporary folder).
const flags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let passed = 0;
let failed = 0;
function check(name, ok, why = '') {
  if (ok) { passed += 1; console.log(`ok   ${name}`); } else { failed += 1; console.log(`FAIL ${name}${why ? ': ' + why : ''}`); }
}

// A screenshot that must not be blank: over `lit` of it off the background, at least `colours` colours.
async function picture(page, name, lit = 0.01, colours = 8) {
  const file = join(out, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  try {
    execFileSync(pictureCheck, [file, String(lit), String(colours)], { stdio: 'pipe' });
    check(`${name}.png is not blank`, true);
  } catch (error) {
    check(`${name}.png is not blank`, false, String(error.stderr || error.message).trim());
  }
  return file;
}

// Opens the page at `query` in a fresh context; resolves once the game has drawn its first frame.
async function open(browser, base, query, errors, logs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (message) => {
    logs.push(message.text());
    if (message.type() === 'error') errors.push(`${query}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${query}: ${error.message}`));
  await page.goto(base + query);
  await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 60000 });
  return page;
}

async function hold(page, key, ms) {
  await page.keyboard.down(key);
  await page.waitForTimeout(ms);
  await page.keyboard.up(key);
}

// Bytes of two screenshots that differ: the picture changed.
function differs(a, b) {
  return Buffer.compare(a, b) !== 0;
}

async function gameChecks(browser, base, errors) {
  const logs = [];
  const page = await open(browser, base, '/', errors, logs);
  const firstFrame = await page.evaluate(() => Module.firstFrameAt);
  console.log(`figure: time to first frame ${(firstFrame / 1000).toFixed(2)} s (navigation to the first frame presented)`);
  await page.waitForTimeout(1500);
  await picture(page, 'title');
  await page.keyboard.press('Enter');  // any key starts a game
  await page.waitForTimeout(500);
  await hold(page, 'Space', 400);      // fire
  await page.mouse.click(200, 150);    // spawn a large asteroid there
  await page.keyboard.press('1');      // boxes
  await page.keyboard.press('3');      // rays
  await page.waitForTimeout(1000);
  await page.keyboard.press('p');      // pause
  await page.waitForTimeout(200);
  const paused = await page.screenshot({ animations: 'disabled' });
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('b');  // step back
  await page.waitForTimeout(300);
  const back = await picture(page, 'play-overlays', 0.01, 8);
  check('stepping back while paused changes the picture', differs(paused, await page.screenshot({ animations: 'disabled' })), back);
  await page.mouse.click(640, 360);    // the ship, which never moved: why
  await page.waitForTimeout(400);
  await picture(page, 'why');
  check('the game printed no error', !logs.some((line) => /polyroids: /.test(line)), logs.join(' | '));
  await page.context().close();
}

async function labChecks(browser, base, errors) {
  const logs = [];
  const page = await open(browser, base, '/?lab', errors, logs);
  await page.waitForTimeout(800);
  const before = await page.screenshot({ animations: 'disabled' });
  await picture(page, 'lab');
  await page.mouse.move(500, 500);  // inside square B of the first preset
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(500 + step * 15, 500 + step * 5);
  await page.mouse.up();
  await page.waitForTimeout(400);
  await picture(page, 'lab-dragged');
  check('dragging in the lab changes the picture', differs(before, await page.screenshot({ animations: 'disabled' })));
  await page.context().close();
}

// A recording made in the page, kept for the native build to verify.
async function recordingChecks(browser, base, errors) {
  const logs = [];
  const file = '/home/web_user/.local/share/polyroids/page.replay';
  const page = await open(browser, base, `/?args=--seed 3 --ticks 240 --record ${file}`, errors, logs);
  await hold(page, 'ArrowLeft', 300);
  await hold(page, 'Space', 300);
  await hold(page, 'w', 300);
  await page.mouse.click(300, 200);
  await page.waitForFunction(() => document.getElementById('status').textContent.includes('ended'), null, { timeout: 60000 });
  const text = await page.evaluate((path) => Module.FS.readFile(path, { encoding: 'utf8' }), file);
  writeFileSync(join(out, 'page.replay'), text);
  check('the page wrote its recording', text.startsWith('polyroids-replay') && text.includes('\ni '), text.slice(0, 80));
  // The player's folder (scores, settings, recordings) is kept in IndexedDB: a later visit finds the recording.
  await page.waitForTimeout(1500);  // the page saves its folder within a second of a change (web/pre.js)
  const later = await page.context().newPage();
  await later.goto(base + '/?lab');
  await later.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 60000 });
  const kept = await later.evaluate((path) => {
    try { return Module.FS.readFile(path, { encoding: 'utf8' }); } catch (e) { return ''; }
  }, file);
  check('a later visit finds the recording in the browser\'s storage (IDBFS)', kept === text, `${kept.length} of ${text.length} bytes`);
  // Dropping a replay file on the page keeps it and restarts the page on it
  // (the only tab left, so that chromium does not throttle its frames).
  await page.close();
  await later.bringToFront();
  const laterLogs = [];
  later.on('console', (message) => laterLogs.push(message.text()));
  const dropped = await later.evaluateHandle((content) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([content], 'dropped run.replay'));
    return transfer;
  }, text);
  await later.dispatchEvent('body', 'drop', { dataTransfer: dropped });
  const reopened = await later.waitForURL(/[?]replay=dropped_run[.]replay$/, { timeout: 20000 }).then(() => true, () => false);
  check('a replay dropped on the page opens it (?replay=NAME)', reopened, later.url());
  await later.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 60000 });
  const played = await later.evaluate(() => {
    try { return Module.FS.readFile('/home/web_user/.local/share/polyroids/opened/dropped_run.replay', { encoding: 'utf8' }); } catch (e) { return ''; }
  });
  await later.waitForTimeout(1000);
  check('the dropped replay is kept and plays without an error', played === text && !laterLogs.some((line) => /polyroids: /.test(line)),
    `${played.length} of ${text.length} bytes; ${laterLogs.slice(-3).join(' | ')}`);
  await picture(later, 'dropped-replay');
  await later.context().close();
}

// Touch: on a touch screen a tap in the game spawns an asteroid there, as a click does (the recording says where).
async function touchChecks(browser, base, errors) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, hasTouch: true });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`touch: ${error.message}`));
  const file = '/home/web_user/.local/share/polyroids/tapped.replay';
  await page.goto(`${base}/?args=--seed 4 --ticks 180 --record ${file}`);
  await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 60000 });
  await page.waitForTimeout(300);
  await page.touchscreen.tap(300, 200);
  await page.waitForFunction(() => document.getElementById('status').textContent.includes('ended'), null, { timeout: 60000 });
  const text = await page.evaluate((path) => Module.FS.readFile(path, { encoding: 'utf8' }), file);
  const spawn = /^s \d+ (\d+) (\d+)$/m.exec(text);
  check('a tap spawns an asteroid where it touched, as a click does',
    spawn !== null && Math.abs(Number(spawn[1]) - 300) <= 2 && Math.abs(Number(spawn[2]) - 200) <= 2, text.split('\n').filter((l) => !/^[ic] /.test(l)).join(' | '));
  await context.close();
}

// A browser with WebGL turned off: the page says so in words, and the game does not start.
async function noWebglChecks(base) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true,
    args: [...flags, '--disable-webgl', '--disable-3d-apis'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(base + '/');
  const shown = await page.waitForFunction(() => /no WebGL/.test(document.getElementById('status').textContent), null,
    { timeout: 20000 }).then(() => true, () => false);
  const status = await page.evaluate(() => document.getElementById('status').textContent);
  const visible = await page.evaluate(() => !document.getElementById('overlay').hidden);
  check('without WebGL the page says so in words', shown && visible, status);
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(out, 'no-webgl.png') });
  const started = await page.evaluate(() => Boolean(window.Module && window.Module.firstFrameAt !== undefined));
  check('without WebGL the game does not start', !started);
  await browser.close();
}

// Figures: frames of --crowd 2000, unthrottled by the display.
async function crowdFigures(base) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true,
    args: [...flags, '--disable-frame-rate-limit', '--disable-gpu-vsync'] });
  const errors = [];
  const logs = [];
  const page = await open(browser, base, '/?args=--crowd 2000 --benchmark-frames 300', errors, logs);
  await page.waitForFunction(() => document.getElementById('status').textContent.includes('ended'), null, { timeout: 120000 });
  const line = logs.find((l) => l.includes('mean_ms='));
  console.log(`figure: --crowd 2000 in headless chromium (SwiftShader WebGL): ${line || 'no frames line'}`);
  check('the crowd benchmark printed its frames', Boolean(line), logs.slice(-5).join(' | '));
  await browser.close();
}

// --figures-only: the page's time to first frame and --crowd 2000 frames, no checks.
async function firstFrameFigure(browser, base) {
  const page = await open(browser, base, '/', [], []);
  const firstFrame = await page.evaluate(() => Module.firstFrameAt);
  console.log(`figure: time to first frame ${(firstFrame / 1000).toFixed(2)} s (navigation to the first frame presented)`);
  await page.context().close();
}

const server = await startServer(site, 0);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: flags });
const errors = [];
try {
  if (process.argv.includes('--figures-only')) {
    await firstFrameFigure(browser, base);
    await browser.close();
    await crowdFigures(base);
  } else {
    await gameChecks(browser, base, errors);
    await labChecks(browser, base, errors);
    await recordingChecks(browser, base, errors);
    await touchChecks(browser, base, errors);
    check('the console showed no error', errors.length === 0, errors.join(' | '));
    await browser.close();
    await noWebglChecks(base);
  }
} catch (error) {
  check('the browser session ran to the end', false, error.stack || String(error));
  await browser.close();
}
server.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
