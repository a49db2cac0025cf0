// The web page in headless Chromium, against the command line: run by
// scripts/web-test (which builds the page and the `hensou` binary).
'use strict';
const { chromium } = require('playwright-core');
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const [pageDir, out, profile, ...flags] = process.argv.slice(2);
const measure = flags.includes('--measure');
const hensou = path.resolve('target/debug/hensou');
let failures = 0;
let passes = 0;
const fail = (m) => { console.error('FAIL ' + m); failures++; };
const ok = (m) => { console.log('ok   ' + m); passes++; };

// One at least per game and per shogi format, valid and invalid, in
// UTF-8, Shift_JIS and EUC-JP.
const FIXTURES = [
  'fixtures/alquerque/valid/forum-post.txt',
  'fixtures/alquerque/valid/two-games.pgn',
  'fixtures/alquerque/invalid/bell-backward.pgn',
  'fixtures/alquerque/invalid/binary-garbage.pgn',
  'fixtures/chatra/valid/01058-sample-game-tagged.txt',
  'fixtures/chatra/invalid/adjacent-drop.pgn',
  'fixtures/macedonian/valid/features-japanese.pgn',
  'fixtures/macedonian/invalid/after-end.pgn',
  'fixtures/otomo/valid/every-card-1.kif',
  'fixtures/otomo/valid/every-card-1.pgn',
  'fixtures/shelt/valid/abbreviations-2014.pgn',
  'fixtures/shogi/valid/random-80.kif',
  'fixtures/shogi/valid/random-80.ki2',
  'fixtures/shogi/valid/random-80.csa',
  'fixtures/shogi/valid/random-80.usi',
  'fixtures/shogi/valid/random-80.western.pgn',
  'fixtures/shogi/records/kifu-for-js-handicap.jkf',
  'fixtures/shogi/valid/cshogi-shift-jis.kif',
  'fixtures/shogi/invalid/nifu.kif',
  'fixtures/shogi/invalid/ki2-ambiguous.ki2',
  'fixtures/shogi/invalid/csa-bad-piece-code.csa',
  'fixtures/shogi/invalid/mixed-encoding.kif',
];

/// What `hensou validate --format json` says of each game of `file`.
function expected(file) {
  let json;
  try {
    json = execFileSync(hensou, ['validate', '--format', 'json', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (e) {
    json = e.stdout; // invalid records exit non-zero
  }
  // A file that is no text is one error, said with the file's name.
  return JSON.parse(json).map((g) => (g.error
    ? { valid: false, plies: 0, messages: [g.error.slice(file.length + 2)] }
    : { valid: g.valid, plies: g.plies, codes: g.diagnostics.map((d) => d.code) }));
}

function isUtf8(bytes) {
  try { new TextDecoder('utf-8', { fatal: true }).decode(bytes); return true; } catch { return false; }
}

/// The page's verdict on each game shown.
async function shown(page) {
  const numbers = await page.$$eval('#games option', (o) => o.map((e) => e.value));
  const games = [];
  // The chooser is hidden when the file holds one game.
  const choose = (n) => page.$eval('#games', (s, v) => { s.value = v; s.dispatchEvent(new Event('change')); }, n);
  for (const n of numbers) {
    await choose(n);
    games.push(await page.evaluate(() => {
      const v = document.getElementById('verdict');
      return {
        valid: v.dataset.valid === 'true',
        plies: Number(v.dataset.plies),
        codes: [...document.querySelectorAll('#diagnostics li')].map((li) => li.dataset.code),
        messages: [...document.querySelectorAll('#diagnostics li .message')].map((e) => e.textContent),
      };
    }));
  }
  if (numbers.length) await choose(numbers[0]);
  return games;
}

async function fresh(ctx, problems) {
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.type() + ': ' + m.text()); });
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  page.on('request', (r) => { if (!/^(file|blob|data):/.test(r.url())) problems.push('fetched ' + r.url()); });
  await page.goto('file://' + path.resolve(pageDir, 'index.html'));
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

/// How many times the page has checked a text.
const checks = async (page) => Number(await page.getAttribute('body', 'data-checks'));

/// Drops `file` on the page as the file chooser does, and waits for its check.
async function load(page, file) {
  const before = await checks(page);
  await page.setInputFiles('#file', file);
  await page.waitForFunction((n) => Number(document.body.dataset.checks) > n, before);
}

const ply = async (page) => Number(await page.getAttribute('body', 'data-ply'));
const board = (page) => page.$eval('#board', (b) => b.innerHTML);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/// Whether the page shows what the command line says: the fields it says.
const agrees = (got, want) => got.length === want.length
  && want.every((w, i) => Object.keys(w).every((k) => same(got[i][k], w[k])));

async function checkFixtures(page) {
  for (const file of FIXTURES) {
    const want = expected(file);
    const bytes = fs.readFileSync(file);
    await load(page, file);
    let got = await shown(page);
    if (agrees(got, want)) ok(`${file} dropped: ${JSON.stringify(want)}`);
    else fail(`${file} dropped: page ${JSON.stringify(got)}, command line ${JSON.stringify(want)}`);
    if (isUtf8(bytes)) {
      const before = await checks(page);
      await page.fill('#paste', bytes.toString('utf8'));
      await page.click('#check');
      await page.waitForFunction((n) => Number(document.body.dataset.checks) > n, before);
      got = await shown(page);
      if (agrees(got, want)) ok(`${file} pasted`);
      else fail(`${file} pasted: page ${JSON.stringify(got)}, command line ${JSON.stringify(want)}`);
    }
  }
}

async function checkStepping(page) {
  await load(page, 'fixtures/shogi/valid/random-80.kif');
  await page.click('body', { position: { x: 5, y: 5 } });
  const start = await board(page);
  if (await ply(page) !== 0) fail('the board does not open at the start');
  await page.click('#next');
  await page.click('#next');
  if (await ply(page) !== 2) fail(`two clicks on next show ply ${await ply(page)}`);
  await page.keyboard.press('ArrowRight');
  if (await ply(page) !== 3) fail(`ArrowRight shows ply ${await ply(page)}`);
  const third = await board(page);
  if (third === start) fail('the board did not change');
  const position = await page.inputValue('#position');
  const cli = execFileSync(hensou, ['replay', '--format', 'svg', '--coords', '--ply', '3', 'fixtures/shogi/valid/random-80.kif'], { encoding: 'utf8' });
  // Both as the browser writes out a parsed picture.
  const drawn = await page.evaluate((svg) => { const d = document.createElement('div'); d.innerHTML = svg; return d.innerHTML; }, cli.trim());
  if (third.trim() !== drawn) fail('the board is not the picture of `hensou replay --format svg`');
  await page.keyboard.press('ArrowLeft');
  if (await ply(page) !== 2) fail('ArrowLeft did not step back');
  await page.keyboard.press('End');
  if (await ply(page) !== 80) fail(`End shows ply ${await ply(page)}`);
  await page.click('#first');
  if (await ply(page) !== 0 || (await board(page)) !== start) fail('first did not go back to the start');
  const legal = Number(await page.textContent('#legal-count'));
  if (legal !== 30) fail(`the start of shogi shows ${legal} legal moves`);
  await page.click('#text .ply[data-ply="5"]');
  if (await ply(page) !== 5) fail('clicking ply 5 in the text did not show it');
  if (!position) fail('no position string');
  ok('board steps by buttons, keys and the text; picture as `replay --format svg`; legal moves shown');
}

async function checkDiagnostic(page) {
  await load(page, 'fixtures/shogi/invalid/nifu.kif');
  const d = await page.$('#diagnostics li[data-code="shogi::nifu"]');
  await d.click();
  const marked = await page.$eval('#text .focus', (e) => e.textContent).catch(() => null);
  const want = JSON.parse((() => { try { return execFileSync(hensou, ['validate', '--format', 'json', 'fixtures/shogi/invalid/nifu.kif'], { encoding: 'utf8' }); } catch (e) { return e.stdout; } })())[0].diagnostics[0];
  const text = fs.readFileSync('fixtures/shogi/invalid/nifu.kif').subarray(want.offset, want.offset + want.length).toString('utf8');
  if (marked !== text) fail(`clicking the diagnostic marks ${JSON.stringify(marked)}, not ${JSON.stringify(text)}`);
  if (await ply(page) !== want.ply - 1) fail(`clicking the diagnostic shows ply ${await ply(page)}, not ${want.ply - 1}`);
  const help = await d.$eval('.help', (e) => e.textContent).catch(() => '');
  if (want.help && !help.includes(want.help)) fail('the diagnostic\'s help is not shown');
  await page.screenshot({ path: path.join(out, 'diagnostic.png'), fullPage: true });
  ok('a diagnostic shows code, message and help; clicking it marks its text and shows its position');
}

async function checkConvert(page) {
  for (const [file, to] of [['fixtures/shogi/valid/random-80.kif', 'csa'], ['fixtures/alquerque/valid/two-games.pgn', 'numeric'], ['fixtures/shogi/invalid/nifu.kif', 'usi']]) {
    await load(page, file);
    await page.selectOption('#to', to);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
    const got = fs.readFileSync(await download.path(), 'utf8');
    let want;
    try { want = execFileSync(hensou, ['convert', '--to', to, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }); } catch (e) { want = e.stdout; }
    if (got === want) ok(`${file} converted to ${to} as \`hensou convert\` writes it (${download.suggestedFilename()})`);
    else fail(`${file} to ${to}: the download differs from \`hensou convert\`:\n${got.slice(0, 300)}\n---\n${want.slice(0, 300)}`);
  }
}

async function checkCompare(page) {
  const file = 'fixtures/alquerque/valid/seed-captures.pgn';
  await load(page, file);
  const before = await checks(page);
  await page.selectOption('#compare', 'bell');
  await page.waitForFunction((n) => Number(document.body.dataset.checks) > n, before);
  const got = await page.$$eval('#differences li[data-ply]', (l) => l.map((e) => Number(e.dataset.ply)));
  let json;
  try { json = execFileSync(hensou, ['validate', '--format', 'json', '--compare-rules', 'bell', file], { encoding: 'utf8' }); } catch (e) { json = e.stdout; }
  const want = (JSON.parse(json)[0].differences || []).map((d) => d.ply);
  if (!want.length) fail('the compared fixture shows no difference on the command line');
  if (same(got, want)) ok(`compare-rules bell: plies ${want.join(',')} judged otherwise, as the command line says`);
  else fail(`compare-rules: page ${got}, command line ${want}`);
  await page.selectOption('#compare', '');
}

async function screenshots(ctx, problems) {
  const page = await fresh(ctx, problems);
  await load(page, 'fixtures/chatra/valid/01058-sample-game-tagged.txt');
  for (let i = 0; i < 6; i++) await page.click('#next');
  await page.screenshot({ path: path.join(out, 'desktop.png'), fullPage: false });
  await page.click('#lang');
  if ((await page.textContent('#check')) !== '検査') fail('the Japanese interface text is not shown');
  await page.screenshot({ path: path.join(out, 'desktop-ja.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  if (wide > 390) fail(`the page is ${wide} px wide on a 390 px phone screen`);
  await page.screenshot({ path: path.join(out, 'phone.png'), fullPage: true });
  ok('Japanese interface; fits a 390 px phone screen');
  await page.close();
}

/// The figures of docs/PERFORMANCE.md: printed, never a pass or fail.
async function measurements(ctx, problems) {
  const page = await fresh(ctx, problems);
  console.log(`measure: interactive ${await page.getAttribute('body', 'data-ready-ms')} ms after opening from disk`);
  // 200-ply posts; then 10,000 CSA games, made by scripts/web-test.
  for (const file of ['fixtures/otomo/valid/every-card-1.pgn', 'fixtures/chatra/valid/engine-03.pgn', path.join(out, '10000-games.csa')]) {
    const times = [];
    for (let i = 0; i < 5; i++) {
      await load(page, file);
      times.push(Number(await page.getAttribute('body', 'data-check-ms')));
    }
    const games = await page.$$eval('#games option', (o) => o.length);
    console.log(`measure: ${file}: ${games || 1} games checked and the first shown in ${times.join(', ')} ms`);
  }
  await page.close();
}

(async () => {
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    acceptDownloads: true,
    viewport: { width: 1200, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const problems = [];
  const page = await fresh(ctx, problems);
  await checkFixtures(page);
  await checkStepping(page);
  await checkDiagnostic(page);
  await checkConvert(page);
  await checkCompare(page);
  await page.close();
  await screenshots(ctx, problems);
  if (measure) await measurements(ctx, []);
  for (const p of problems) fail(p);
  if (!problems.length) ok('no request left the page; the console stayed clean');
  await ctx.close();
  console.log(`web-test: ${passes} passed, ${failures} failed`);
  process.exitCode = failures ? 1 : 0;
})().catch((e) => { fail(String(e.stack || e)); console.log(`web-test: ${passes} passed, ${failures} failed`); process.exitCode = 1; });
