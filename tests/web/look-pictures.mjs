// The page's look in headless chromium (SwiftShader WebGL), for docs/look.md:
// not a test. Each replay is written into the page's player folder, then the
// page opens it: at a tick (paused, the same picture as the desktop's --at),
// or playing from its start, screenshots taken while it plays.
//   node tests/web/look-pictures.mjs SITE OUT NAME=FILE@TICK|NAME=FILE+MS...
// NAME=FILE@TICK: FILE opened --at TICK, OUT/NAME.png; NAME=FILE+MS: FILE
// played from its start, OUT/NAME-MS.png MS milliseconds after its first frame
// (several +MS for one FILE: NAME=FILE+1200+1400).
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/serve.mjs';

const [site, out, ...asked] = process.argv.slice(2);
const kBar = 24;  // the page's strip of links above the canvas (web/index.html)
const folder = '/libsdl/polyroids/opened';
const flags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

async function started(page) {
  await page.waitForFunction(() => window.Module && Module.firstFrameAt !== undefined, null, { timeout: 60000 });
}

// A fresh page with FILE in its player folder (kept in IndexedDB, which the page saves within a second).
async function pageWith(browser, base, file) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 + kBar }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (message) => { if (message.type() === 'error') console.log(`console: ${message.text()}`); });
  await page.goto(base + '/?lab');
  await started(page);
  await page.evaluate(([dir, name, bytes]) => {
    Module.FS.mkdirTree(dir);
    Module.FS.writeFile(`${dir}/${name}`, bytes);
  }, [folder, basename(file), readFileSync(file, 'utf8')]);
  await page.waitForTimeout(1500);
  return page;
}

const shot = (page, path) => page.screenshot({ path, animations: 'disabled', clip: { x: 0, y: kBar, width: 1280, height: 720 } });

const server = await startServer(site, 0);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: flags });
for (const item of asked) {
  const [name, what] = item.split('=');
  const at = what.match(/^(.*)@(\d+)$/);
  const file = at ? at[1] : what.split('+')[0];
  const page = await pageWith(browser, base, file);
  if (at) {
    await page.goto(`${base}/?args=--replay ${folder}/${basename(file)} --at ${at[2]}`);
    await started(page);
    await page.waitForTimeout(1000);
    await shot(page, join(out, `${name}.png`));
    console.log(join(out, `${name}.png`));
  } else {
    await page.goto(`${base}/?replay=${basename(file)}`);
    await started(page);
    const first = Date.now();
    for (const ms of what.split('+').slice(1).map(Number)) {
      await page.waitForTimeout(Math.max(0, first + ms - Date.now()));
      await shot(page, join(out, `${name}-${ms}.png`));
      console.log(join(out, `${name}-${ms}.png`));
    }
  }
  await page.context().close();
}
await browser.close();
server.close();
