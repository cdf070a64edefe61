// The page in a real browser: Debian's chromium, headless, driven by
// playwright-core (pinned by package-lock.json; no browser download).
//   node tests/web/browser-tests.mjs SITE OUT PICTURE_CHECK
// SITE: the built page (build/web); OUT: screenshots and the page's
// recording; PICTURE_CHECK: tests/e2e/PictureCheck.cpp's binary.
// Each check prints "ok NAME" or "FAIL NAME: why"; the last line counts them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
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

// The page's strip of links above the canvas (web/index.html): the game's pixel (x, y) is at (x, y + kBar) in a
// viewport of 1280x720 plus the strip, where the canvas shows the 1280x720 field or lab at scale 1.
const kBar = 24;
const kViewport = { width: 1280, height: 720 + kBar };
const playerFolder = '/libsdl/polyroids';
const lessonsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../assets/lessons');

// Opens the page at `query` in a fresh context; resolves once the game has drawn its first frame.
async function open(browser, base, query, errors, logs) {
  const context = await browser.newContext({ viewport: kViewport, deviceScaleFactor: 1 });
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

// Resolves true once the page has printed a line with `text` (its console), false after `ms`.
async function printed(page, logs, text, ms = 10000) {
  for (let waited = 0; waited < ms; waited += 50) {
    if (logs.some((line) => line.includes(text))) return true;
    await page.waitForTimeout(50);
  }
  return false;
}

// Waits until what the program wrote is in IndexedDB (web/pre.js saves each write as it happens), then reloads at once.
async function reloadOnceSaved(page) {
  await page.waitForFunction(() => Module.playerFolderSaves > 0 && !Module.playerFolderSaving(), null, { timeout: 10000 });
  await page.reload();
  await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 60000 });
}

// A file of the player's folder as the page sees it, or '' when there is none.
async function playerFile(page, name) {
  return page.evaluate((path) => {
    try { return Module.FS.readFile(path, { encoding: 'utf8' }); } catch (e) { return ''; }
  }, `${playerFolder}/${name}`);
}

// Each lesson file's steps as a student does them: the "# try:" drags (lab pixels), and on a recorded game's step
// how many ticks its range has (N a tick at a time until the program finds the tick; the test knows no tick).
function lessonSteps() {
  return readdirSync(lessonsFolder).filter((name) => name.endsWith('.lesson')).sort().map((name) => {
    const steps = [];
    for (const line of readFileSync(join(lessonsFolder, name), 'utf8').split('\n')) {
      if (line === 'step') steps.push({ drags: [], ticks: 0 });
      else if (steps.length > 0 && line.startsWith('# try:')) steps.at(-1).drags.push(line.split(/\s+/).slice(2, 6).map(Number));
      else if (steps.length > 0 && line.startsWith('ticks ')) {
        const [from, to] = line.split(/\s+/)[1].split('-').map(Number);
        steps.at(-1).ticks = to - from;
      }
    }
    return steps;
  });
}

// Does step `step` (from lessonSteps) of lesson `lesson`; true once the program says it is done.
async function doLessonStep(page, logs, lesson, number, step) {
  const done = `polyroids: lesson ${lesson} step ${number} done`;
  for (const [x1, y1, x2, y2] of step.drags) {
    await page.mouse.move(x1, y1 + kBar);
    await page.mouse.down();
    await page.mouse.move((x1 + x2) / 2, (y1 + y2) / 2 + kBar);
    await page.mouse.move(x2, y2 + kBar);
    await page.mouse.up();
  }
  // One tick a frame: two presses in one frame would pass a tick unchecked (NOTES: lessons).
  for (let tick = 0; tick < step.ticks && !logs.some((line) => line.includes(done)); tick += 1) {
    await page.keyboard.press('n');
    await page.waitForTimeout(60);
  }
  return printed(page, logs, done);
}

// L on the title opens the lessons; every step of every lesson is done through the program's own checks, lesson 6's
// recorded games included; the progress is kept over a reload at once; then a setting, then Esc on the title.
async function lessonChecks(browser, base, errors) {
  const logs = [];
  const page = await open(browser, base, '/', errors, logs);
  const canvasTop = await page.evaluate(() => document.getElementById('canvas').getBoundingClientRect().top);
  const barBottom = await page.evaluate(() => document.getElementById('bar').getBoundingClientRect().bottom);
  check('the page\'s links have their own strip: they never cover the game\'s pixels', canvasTop >= barBottom && canvasTop === kBar,
    `canvas top ${canvasTop}, links' bottom ${barBottom}`);
  await page.waitForTimeout(300);
  await page.keyboard.press('l');
  await page.waitForTimeout(500);  // the title takes every event of its last frame: a press there would start a game
  const lessons = lessonSteps();
  let stepsDone = 0;
  let stepsAll = 0;
  let finished = 0;
  let stuck = '';
  for (const [index, steps] of lessons.entries()) {
    for (const [at, step] of steps.entries()) {
      stepsAll += 1;
      if (stuck) continue;
      if (await doLessonStep(page, logs, index + 1, at + 1, step)) stepsDone += 1;
      else stuck = `lesson ${index + 1} step ${at + 1}: ${logs.slice(-3).join(' | ')}`;
      if (!stuck && at === steps.length - 1) await picture(page, `lesson-${index + 1}-done`);
      await page.keyboard.press('Enter');
    }
    if (!stuck && await printed(page, logs, `polyroids: lesson ${index + 1} finished`)) finished += 1;
  }
  check(`L on the title opens the lessons, and all ${lessons.length} lessons (${stepsAll} steps, the recorded games' included) are done through the program's own checks`,
    lessons.length === 7 && finished === lessons.length && stepsDone === stepsAll, stuck || `${finished} lessons, ${stepsDone} steps`);
  const doneLine = /^lessons-done = 1, 2, 3, 4, 5, 6, 7$/m;
  check('the lessons done are written to settings.ini', doneLine.test(await playerFile(page, 'settings.ini')), await playerFile(page, 'settings.ini'));
  await reloadOnceSaved(page);
  check('a reload at once after the last lesson finds the lessons done kept', doneLine.test(await playerFile(page, 'settings.ini')),
    await playerFile(page, 'settings.ini'));

  // A setting: the pause menu's volume, one step down (Esc, Down twice to "sound volume", Left).
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  for (const key of ['Escape', 'ArrowDown', 'ArrowDown', 'ArrowLeft']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(60);
  }
  await page.waitForFunction((path) => {
    try { return /^volume = 0[.]9$/m.test(Module.FS.readFile(path, { encoding: 'utf8' })); } catch (e) { return false; }
  }, `${playerFolder}/settings.ini`, { timeout: 5000 }).catch(() => {});
  await reloadOnceSaved(page);
  check('a reload at once after a setting is changed finds it kept (volume 90%)', /^volume = 0[.]9$/m.test(await playerFile(page, 'settings.ini')),
    await playerFile(page, 'settings.ini'));

  // Esc on the title: the program goes on (the key help opens), the page never says it ended.
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  const before = await page.screenshot({ animations: 'disabled' });
  await page.waitForTimeout(300);
  const running = differs(before, await page.screenshot({ animations: 'disabled' }));
  const overlayShown = await page.evaluate(() => !document.getElementById('overlay').hidden);
  check('Esc on the title leaves the program running (the demo moves, no "ended")', running && !overlayShown);
  await picture(page, 'title-after-esc');
  await page.context().close();
}

// ?lesson=N opens lesson N; the Lessons link opens the lessons.
async function lessonLinkChecks(browser, base, errors) {
  const logs = [];
  const page = await open(browser, base, '/?lesson=3', errors, logs);
  const third = lessonSteps()[2][0];
  check('?lesson=3 opens lesson 3 (its first step done through its check)', await doLessonStep(page, logs, 3, 1, third), logs.slice(-3).join(' | '));
  // Copy link (F8) on a lesson's step: ?lesson=N.S, and a fresh browser profile opens that very step.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => Module.moment === '--lesson\n3.2\n', null, { timeout: 5000 }).catch(() => {});
  const lessonLink = await copyLinkByKey(page, page.url());
  const [lessonMoment, lessonPage] = await openInFreshProfile(browser, lessonLink, errors);
  check('a copied link to a lesson step (F8) opens that step in a fresh browser profile', /[?]lesson=3[.]2$/.test(lessonLink) &&
    lessonMoment === '--lesson\n3.2\n', `${lessonLink} -> ${JSON.stringify(lessonMoment)}`);
  await lessonPage.context().close();
  // A recording packed with the page, at a tick, with an overlay and the object explained: paused there, three ticks
  // on, the pairs overlay turned on; Copy link; a fresh profile opens the same tick, overlays and why panel.
  await page.goto(base + '/?args=--replay /assets/polyroids/lessons/tunnel.replay --at 120 --pick ship');
  await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 60000 });
  for (const key of ['n', 'n', 'n', '2']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(80);
  }
  const expected = '--replay\n/assets/polyroids/lessons/tunnel.replay\n--at\n123\n--overlay\npairs\n--pick\nship\n';
  await page.waitForFunction((want) => Module.moment === want, expected, { timeout: 5000 }).catch(() => {});
  const shown = await moment(page);
  await page.click('#link');
  await page.waitForFunction(() => /--at/.test(decodeURIComponent(location.search)), null, { timeout: 10000 }).catch(() => {});
  const replayLink = page.url();
  const [replayMoment, replayPage] = await openInFreshProfile(browser, replayLink, errors);
  check('a copied link to a packed replay\'s tick opens the same tick, overlays and why panel in a fresh browser profile',
    shown === expected && replayMoment === expected, `${JSON.stringify(shown)} ${replayLink} -> ${JSON.stringify(replayMoment)}`);
  await replayPage.context().close();
  await page.goto(base + '/');
  await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 60000 });
  await page.click('#lessons');
  await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined && /[?]lesson$/.test(location.search), null, { timeout: 60000 });
  logs.length = 0;
  const first = lessonSteps()[0][0];
  check('the page\'s Lessons link opens the lessons (lesson 1 first)', await doLessonStep(page, logs, 1, 1, first), `${page.url()} ${logs.slice(-3).join(' | ')}`);
  // G on a recorded game's step: its ticks as a GIF, handed over as a download.
  await page.goto(base + '/?lesson=6.3');
  await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined && Module.moment === '--lesson\n6.3\n', null,
    { timeout: 60000 });
  const clip = await downloadOn(page, logs, 'g', /^polyroids-lesson-6-step-3[.]gif$/, 'latin1');
  const frames = gifFrames(Buffer.from(clip.text, 'latin1'));
  const ticks = lessonSteps()[5][2].ticks;
  check(`G on lesson 6's recorded step downloads its clip (polyroids-lesson-6-step-3.gif, a GIF of its ${ticks + 1} ticks)`,
    ticks > 0 && frames === ticks + 1, `${frames} frames, ${clip.text.length} bytes; ${clip.why.slice(0, 200)}`);
  await page.context().close();
}

// ?args= reads a command line as a shell does (web/index.html's argumentsOf): what Copy link writes (argumentsText)
// reads back word for word; a replay at a path with a space and a quote, opened by a link typed with quotes, is the
// moment the program reports, and its copied link (F8) opens the same moment, file and all, in a fresh profile.
async function quotedLinkChecks(browser, base, errors) {
  const file = `${playerFolder}/opened/Ann's run 2.replay`;
  const bytes = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../replays/death-respawn.replay'));
  const typed = `--replay "${file}"  --at 100`;
  const [firstMoment, opened] = await openInFreshProfile(browser,
    `${base}/?args=${encodeURIComponent(typed)}#replay=${deflateSync(bytes).toString('base64url')}`, errors);
  const expected = `--replay\n${file}\n--at\n100\n`;
  const shown = await opened.waitForFunction((want) => Module.moment === want, expected, { timeout: 10000 }).then(() => true, () => false);
  const lists = [['--replay', 'a b.replay', '--at', '7'], ["it's", '', 'back\\slash', 'a "quoted" word', 'tab\there'],
    ['--seed', '7', '--overlay', 'rays,pairs', '--pick', 'asteroid#2']];
  const backAgain = await opened.evaluate((all) => all.map((words) => argumentsOf(argumentsText(words))), lists);
  const typedByHand = await opened.evaluate(() => [argumentsOf('--seed 7  --overlay rays '), argumentsOf('a\\ b "c \\"d\\"" \'e\'f')]);
  check('a command line in ?args= reads back word for word from the link the page writes, and one typed by hand as a shell reads it',
    JSON.stringify(backAgain) === JSON.stringify(lists) &&
    JSON.stringify(typedByHand) === JSON.stringify([['--seed', '7', '--overlay', 'rays'], ['a b', 'c "d"', 'ef']]),
    `${JSON.stringify(backAgain)} ${JSON.stringify(typedByHand)}`);
  const link = await copyLinkByKey(opened, opened.url());
  const [linkedMoment, linked] = await openInFreshProfile(browser, link, errors);
  const carried = await linked.evaluate((path) => {
    try { return Module.FS.readFile(path, { encoding: 'utf8' }); } catch (e) { return ''; }
  }, file);
  check('a link to a replay at a path with a space and a quote opens it, and its copied link (F8) opens the same tick in a fresh browser profile',
    shown && linkedMoment === expected && carried === bytes.toString('utf8'),
    `${JSON.stringify(firstMoment)} -> ${link.slice(0, 160)} -> ${JSON.stringify(linkedMoment)}, ${carried.length} of ${bytes.length} bytes`);
  await linked.context().close();
  await opened.context().close();
}

// The browser's shortcuts are the browser's: Ctrl+L and Ctrl+minus leave a paused game's picture as it was, while
// minus alone changes it (the speed shown). Esc in the lab goes to the title, never to an ended program.
async function pageKeyChecks(browser, base, errors) {
  const logs = [];
  const page = await open(browser, base, '/?args=--play --fps hide', errors, logs);
  await page.waitForTimeout(3000);  // past the new ship's 2.5 s of blinking, which goes on while paused
  await page.keyboard.press('p');
  await page.waitForTimeout(300);
  const paused = await page.screenshot({ animations: 'disabled' });
  await page.keyboard.press('Control+l');
  await page.keyboard.press('Control+Minus');
  await page.waitForTimeout(300);
  check('Ctrl+L and Ctrl+minus go to the browser: the paused game is as it was', !differs(paused, await page.screenshot({ animations: 'disabled' })));
  await page.keyboard.press('Minus');
  await page.waitForTimeout(300);
  check('minus alone still reaches the game (the speed shown changes)', differs(paused, await page.screenshot({ animations: 'disabled' })));
  await page.goto(base + '/?lab');
  await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 60000 });
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape');
  const toTitle = await page.waitForFunction(() => location.search === '' && window.Module && Module.firstFrameAt !== undefined, null,
    { timeout: 20000 }).then(() => true, () => false);
  const ended = await page.evaluate(() => !document.getElementById('overlay').hidden);
  check('Esc in the lab goes to the title, and the program runs', toTitle && !ended, page.url());
  await page.context().close();
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
  await page.mouse.click(200, 150 + kBar);    // spawn a large asteroid there
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
  // The overlays off, so that the field fills the canvas again (beside an overlay's words it is a smaller stage) and
  // the ship, which never moved, is at its centre: a click on it opens its why panel (X's download below says so).
  await page.keyboard.press('1');
  await page.keyboard.press('3');
  await page.waitForTimeout(100);
  await page.mouse.click(640, 360 + kBar);
  await page.waitForTimeout(400);
  await picture(page, 'why');
  check('the game printed no error', !logs.some((line) => /polyroids: /.test(line)), logs.join(' | '));
  // F12 in the page (after the check above: it says where the picture went): the picture is the player's to keep, so the page hands it over as a download.
  const download = page.waitForEvent('download', { timeout: 10000 }).catch(() => null);
  await page.keyboard.press('F12');
  const offered = await download;
  const offeredName = offered ? offered.suggestedFilename() : '';
  const offeredBytes = offered ? readFileSync(await offered.path()) : Buffer.alloc(0);
  check('F12 in the page downloads its picture (a PNG named polyroids-...)', /^polyroids-.*[.]png$/.test(offeredName) &&
    offeredBytes.subarray(1, 4).toString() === 'PNG', `${offeredName}, ${offeredBytes.length} bytes`);
  // X (the why panel still open on the ship) and E: the explanation's sentences and the game's scene, as files the
  // player downloads, each beside its picture.
  const explained = await downloadOn(page, logs, 'x', /^polyroids-[0-9-]+[.]txt$/);
  check('X in the page downloads the why panel\'s sentences (polyroids-....txt, "Why? the ship, this tick:" first)',
    explained.text.split('\n')[0] === 'Why? the ship, this tick:' && explained.text.split('\n').length > 2, explained.why);
  const exported = await downloadOn(page, logs, 'e', /^polyroids-scene-[0-9-]+[.]scene$/);
  check('E in the page downloads the game\'s scene for the lab (polyroids-scene-....scene, a scene file\'s first line)',
    exported.text.startsWith('# polyroids lab scene: polyroids --lab --scene FILE') && /^a (triangle|polygon) /m.test(exported.text) &&
    /^b polygon /m.test(exported.text),
    exported.why);
  await page.context().close();
}

// The frames of a GIF (its image descriptors, walked block by block), or -1 when it is not a whole GIF.
function gifFrames(bytes) {
  if (bytes.length < 13 || bytes.subarray(0, 6).toString('latin1') !== 'GIF89a') return -1;
  const table = (flags) => (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0);
  const blocks = (at) => {  // past a run of data sub-blocks and their terminator
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at] + 1;
    return at + 1;
  };
  let frames = 0;
  for (let at = 13 + table(bytes[10]); at < bytes.length;) {
    if (bytes[at] === 0x3b) return frames;
    if (bytes[at] === 0x21) {
      at = blocks(at + 2);
    } else if (bytes[at] === 0x2c) {
      frames += 1;
      at = blocks(at + 10 + table(bytes[at + 9]) + 1);
    } else {
      return -1;
    }
  }
  return -1;  // no trailer
}

// Presses `key` and waits (at most 10 s) for the page to hand over a download named as `name` says: {text, why}, its
// bytes as `encoding` text, '' when none came (why: the names that did come and what the program said last).
async function downloadOn(page, logs, key, name, encoding = 'utf8') {
  const arrived = [];
  const listen = (download) => arrived.push(download);
  page.on('download', listen);
  await page.keyboard.press(key);
  for (let waited = 0; waited < 10000 && !arrived.some((d) => name.test(d.suggestedFilename())); waited += 50) {
    await page.waitForTimeout(50);
  }
  page.off('download', listen);
  const wanted = arrived.find((d) => name.test(d.suggestedFilename()));
  const text = wanted ? readFileSync(await wanted.path(), encoding) : '';
  const names = arrived.map((d) => d.suggestedFilename()).join(', ') || 'no download';
  return { text, why: `${names}: ${JSON.stringify(text.slice(0, 160))}; ${logs.slice(-2).join(' | ')}` };
}

async function labChecks(browser, base, errors) {
  const logs = [];
  const page = await open(browser, base, '/?lab', errors, logs);
  await page.waitForTimeout(800);
  const before = await page.screenshot({ animations: 'disabled' });
  await picture(page, 'lab');
  await page.mouse.move(500, 500 + kBar);  // inside square B of the first preset
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(500 + step * 15, 500 + kBar + step * 5);
  await page.mouse.up();
  await page.waitForTimeout(400);
  await picture(page, 'lab-dragged');
  check('dragging in the lab changes the picture', differs(before, await page.screenshot({ animations: 'disabled' })));
  // The scene is kept as it is left (lab.scene in the player's folder): a reload at once opens it again.
  const dragged = await labScene(page, 'lab-left');
  const kept = await playerFile(page, 'lab.scene');
  await reloadOnceSaved(page);
  await page.waitForTimeout(300);
  check('a reload at once after a lab drag finds the scene kept (the same picture)', kept !== '' && await playerFile(page, 'lab.scene') === kept &&
    !differs(dragged, await labScene(page, 'lab-reloaded')), kept.slice(0, 120));
  // Copy link: the address carries the shapes themselves; a fresh browser profile opens the same scene.
  await page.click('#link');
  const link = page.url();
  const other = await browser.newContext({ viewport: kViewport, deviceScaleFactor: 1 });
  const fresh = await other.newPage();
  fresh.on('pageerror', (error) => errors.push(`link: ${error.message}`));
  await fresh.goto(link);
  await fresh.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 60000 });
  await fresh.waitForTimeout(300);
  check('a copied link opens the same lab scene in a fresh browser profile', /#scene=/.test(link) && await playerFile(fresh, 'lab.scene') === kept &&
    !differs(dragged, await labScene(fresh, 'lab-linked')), link.slice(0, 120));
  await other.close();
  await page.context().close();
}

// What the program says is on screen (Module.moment: the command line that opens it again, app/platform/BrowserFrames).
async function moment(page) {
  return page.evaluate(() => Module.moment || '');
}

// Copy link's key (F8); resolves to the address it wrote once it changed from `before`.
async function copyLinkByKey(page, before) {
  await page.keyboard.press('F8');
  await page.waitForFunction((old) => location.href !== old, before, { timeout: 10000 }).catch(() => {});
  return page.url();
}

// Opens `link` in a fresh browser profile (no storage of this one); resolves to [moment, page] once it has drawn.
async function openInFreshProfile(browser, link, errors) {
  const context = await browser.newContext({ viewport: kViewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`link: ${error.message}`));
  await page.goto(link);
  await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined && Module.moment !== undefined, null, { timeout: 60000 })
    .catch(() => {});
  return [await moment(page), page];
}

// The lab's scene and verdicts as drawn, under its header lines (a kept or linked scene is after the presets, named
// "yours"; the shapes, verdicts and pictures are the same).
async function labScene(page, name) {
  // The mouse off the shapes (a page that has seen no move has it at the scene's centre: a hover highlight).
  await page.mouse.move(1260, 700 + kBar);
  await page.mouse.move(1270, 700 + kBar);
  await page.waitForTimeout(200);
  return page.screenshot({ path: join(out, `${name}.png`), animations: 'disabled', clip: { x: 0, y: kBar + 130, width: 1280, height: 720 - 130 } });
}

// Offline after one visit: the service worker has kept the page, the program and its data.
async function offlineChecks(browser, base, errors, server) {
  const before = new Map(server.requests);
  const page = await open(browser, base, '/?lab', errors, []);
  const cached = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let waited = 0; waited < 20000; waited += 100) {
      const keys = await (await caches.open('polyroids')).keys();
      if (keys.length >= 7) return keys.length;
      await new Promise((done) => setTimeout(done, 100));
    }
    return 0;
  });
  const asked = (path) => (server.requests.get(path) || 0) - (before.get(path) || 0);
  check('the first visit downloads the program and its data once (the service worker keeps the copies the page loaded)',
    cached >= 7 && asked('/polyroids.wasm') === 1 && asked('/polyroids.data') === 1,
    `polyroids.wasm ${asked('/polyroids.wasm')} times, polyroids.data ${asked('/polyroids.data')} times`);
  await page.context().setOffline(true);
  await page.reload();
  const started = await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 30000 })
    .then(() => true, () => false);
  check('after one visit the page loads offline (service worker)', cached >= 7 && started, `${cached} files cached`);
  await page.context().close();
}

// A game over as a player reaches it (seed 12 left alone, at speed 2, W held as if thrusting when the last ship dies:
// the browser repeats a held key's keydown); the repeats type nothing into the initials, ZED is typed, and a reload
// at once finds ZED in the table (highscores.txt in IndexedDB).
async function highScoreChecks(browser, base, errors) {
  const logs = [];
  const file = '/libsdl/polyroids/to-game-over.replay';
  const page = await open(browser, base, `/?args=--seed 12 --speed 2 --mute --record ${file}`, errors, logs);
  const over = () => page.evaluate((path) => {
    try { return /\nend /.test(Module.FS.readFile(path, { encoding: 'utf8' })); } catch (e) { return false; }
  }, file);
  await page.keyboard.down('w');
  let reached = false;
  for (let waited = 0; waited < 90000 && !reached; waited += 100) {
    await page.keyboard.down('w');  // a repeat, as a held key's
    await page.waitForTimeout(100);
    reached = await over();
  }
  for (let i = 0; i < 5; i += 1) {  // still held on the initials screen
    await page.keyboard.down('w');
    await page.waitForTimeout(60);
  }
  await page.keyboard.up('w');
  await picture(page, 'initials-held-w');
  for (const key of ['z', 'e', 'd', 'Enter']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(60);
  }
  await page.waitForFunction((path) => {
    try { return /^ZED /m.test(Module.FS.readFile(path, { encoding: 'utf8' })); } catch (e) { return false; }
  }, `${playerFolder}/highscores.txt`, { timeout: 5000 }).catch(() => {});
  const table = await playerFile(page, 'highscores.txt');
  check('a game over reached in the page, with W held: its repeats type nothing, the initials typed are ZED', reached && /^ZED \d+ /m.test(table) &&
    !/^W/m.test(table), reached ? table : 'no game over within 90 s');
  await reloadOnceSaved(page);
  check('a reload at once after a high score is entered finds it kept', /^ZED \d+ /m.test(await playerFile(page, 'highscores.txt')),
    await playerFile(page, 'highscores.txt'));
  await page.context().close();
}

// A recording made in the page, kept for the native build to verify.
async function recordingChecks(browser, base, errors) {
  const logs = [];
  const file = '/libsdl/polyroids/page.replay';
  const page = await open(browser, base, `/?args=--seed 3 --ticks 240 --record ${file}`, errors, logs);
  await hold(page, 'ArrowLeft', 300);
  await hold(page, 'Space', 300);
  await hold(page, 'w', 300);
  await page.mouse.click(300, 200 + kBar);
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
    try { return Module.FS.readFile('/libsdl/polyroids/opened/dropped_run.replay', { encoding: 'utf8' }); } catch (e) { return ''; }
  });
  await later.waitForTimeout(1000);
  check('the dropped replay is kept and plays without an error', played === text && !laterLogs.some((line) => /polyroids: /.test(line)),
    `${played.length} of ${text.length} bytes; ${laterLogs.slice(-3).join(' | ')}`);
  await picture(later, 'dropped-replay');
  // A replay opened in this browser travels in the link's fragment (#replay=, its bytes deflated): paused, Copy link,
  // and a fresh profile has the file and opens the same tick.
  await later.keyboard.press('p');
  await later.waitForFunction(() => /^--replay\n[^\n]*\n--at\n\d+\n$/.test(Module.moment || ''), null, { timeout: 5000 }).catch(() => {});
  await later.waitForTimeout(200);
  const pausedMoment = await moment(later);
  const droppedLink = await copyLinkByKey(later, later.url());
  const [linkedMoment, linkedPage] = await openInFreshProfile(browser, droppedLink, errors);
  const carried = await linkedPage.evaluate(() => {
    try { return Module.FS.readFile('/libsdl/polyroids/opened/dropped_run.replay', { encoding: 'utf8' }); } catch (e) { return ''; }
  });
  check('a copied link to an opened replay carries its bytes (#replay=) and opens the same tick in a fresh browser profile',
    /#replay=/.test(droppedLink) && carried === text && pausedMoment !== '' && linkedMoment === pausedMoment,
    `${droppedLink.length} characters; ${carried.length} of ${text.length} bytes; ${JSON.stringify(pausedMoment)} -> ${JSON.stringify(linkedMoment)}`);
  await linkedPage.context().close();
  await later.context().close();
}

// Touch: on a touch screen a tap in the game spawns an asteroid there, as a click does (the recording says where).
async function touchChecks(browser, base, errors) {
  const context = await browser.newContext({ viewport: kViewport, deviceScaleFactor: 1, hasTouch: true });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`touch: ${error.message}`));
  const file = '/libsdl/polyroids/tapped.replay';
  await page.goto(`${base}/?args=--seed 4 --ticks 180 --record ${file}`);
  await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 60000 });
  await page.waitForTimeout(300);
  await page.touchscreen.tap(300, 200 + kBar);
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
    // POLYROIDS_WEB_ONLY=lessons,keys runs only those groups (while working on one); the test runs them all.
    const only = (process.env.POLYROIDS_WEB_ONLY || '').split(',').filter((name) => name);
    const groups = { game: gameChecks, lessons: lessonChecks, lessonLinks: lessonLinkChecks, quoting: quotedLinkChecks, keys: pageKeyChecks,
      lab: labChecks, recording: recordingChecks, touch: touchChecks, offline: offlineChecks, highScore: highScoreChecks };
    for (const [name, checks] of Object.entries(groups)) {
      if (only.length > 0 && !only.includes(name)) continue;
      const started = Date.now();
      await checks(browser, base, errors, server);
      console.log(`time: ${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    check('the console showed no error', errors.length === 0, errors.join(' | '));
    await browser.close();
    if (only.length === 0 || only.includes('noWebgl')) await noWebglChecks(base);
  }
} catch (error) {
  check('the browser session ran to the end', false, error.stack || String(error));
  await browser.close();
}
server.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
