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
  'fixtures/shogi/dialects/csa-euc-jp.csa',
  'fixtures/shogi/valid/comments-and-branch.kif',
];

/// What `hensou validate --format json ...args` prints of `file`.
function validate(file, ...args) {
  try {
    return JSON.parse(execFileSync(hensou, ['validate', '--format', 'json', ...args, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch (e) {
    return JSON.parse(e.stdout); // invalid records exit non-zero
  }
}

/// What `hensou validate --format json` says of each game of `file`.
function expected(file, ...args) {
  // A file that is no text is one error, said with the file's name.
  return validate(file, ...args).map((g) => (g.error
    ? { valid: false, plies: 0, messages: [g.error.slice(file.length + 2)] }
    : { valid: g.valid, plies: g.plies, codes: g.diagnostics.map((d) => d.code), ending: g.outcome ? g.outcome.reason : '' }));
}

function isUtf8(bytes) {
  try { new TextDecoder('utf-8', { fatal: true }).decode(bytes); return true; } catch { return false; }
}

/// The page's verdict on each game shown.
async function shown(page) {
  const count = Number(await page.getAttribute('#games', 'max'));
  const games = [];
  // The chooser is hidden when the file holds one game.
  const choose = (n) => page.$eval('#games', (s, v) => { s.value = v; s.dispatchEvent(new Event('change')); }, String(n));
  for (let n = 1; n <= count; n++) {
    await choose(n);
    games.push(await page.evaluate(() => {
      const v = document.getElementById('verdict');
      return {
        valid: v.dataset.valid === 'true',
        plies: Number(v.dataset.plies),
        codes: [...document.querySelectorAll('#diagnostics li')].map((li) => li.dataset.code),
        messages: [...document.querySelectorAll('#diagnostics li .message')].map((e) => e.textContent),
        ending: document.getElementById('ending').dataset.reason,
      };
    }));
  }
  await choose(1);
  return games;
}

async function fresh(ctx, problems, url, ready = 'body[data-ready="true"]') {
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.type() + ': ' + m.text()); });
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  page.on('request', (r) => { if (!/^(file|blob|data):/.test(r.url())) problems.push('fetched ' + r.url()); });
  await page.goto(url || 'file://' + path.resolve(pageDir, 'index.html'));
  await page.waitForSelector(ready);
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
  await page.keyboard.press('Home');
  const start = await board(page);
  if (await ply(page) !== 0) fail('Home does not show the start');
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

/// Sets the chooser `selector` to `value` and waits for the check it starts.
async function choose(page, selector, value) {
  const before = await checks(page);
  await page.selectOption(selector, value);
  await page.waitForFunction((n) => Number(document.body.dataset.checks) > n, before);
}

/// Rule sets and options, chosen on the page, against `--rule` and
/// `--compare-rules` on the command line.
async function checkRules(page) {
  await page.click('#rules-details summary');
  const compared = async (file, set, options, rules) => {
    await load(page, file);
    await choose(page, '#compare', set);
    for (const [key, value] of options) await choose(page, `#compare-options select[data-key="${key}"]`, value);
    const got = await page.$$eval('#differences li[data-ply]', (l) => l.map((e) => Number(e.dataset.ply)));
    if (options.length) await page.screenshot({ path: path.join(out, `compare-${path.basename(file)}.png`), fullPage: true });
    const want = (validate(file, '--compare-rules', rules)[0].differences || []).map((d) => d.ply);
    if (!want.length) fail(`${file}: --compare-rules ${rules} shows no difference on the command line`);
    if (same(got, want)) ok(`${file} compared with ${rules}: plies ${want.join(',')} judged otherwise, as the command line says`);
    else fail(`${file} compared with ${rules}: page ${got}, command line ${want}`);
    for (const [key] of options) await choose(page, `#compare-options select[data-key="${key}"]`, '');
    await choose(page, '#compare', '');
  };
  await compared('fixtures/alquerque/valid/seed-captures.pgn', 'bell', [], 'bell');
  await compared('fixtures/alquerque/valid/seed-captures.pgn', 'seed', [['direction', 'forward']], 'seed;direction=forward');
  await compared('fixtures/otomo/valid/every-card-1.pgn', 'otomo', [['cards', 'off']], 'otomo;cards=off');

  const file = 'fixtures/otomo/valid/every-card-1.pgn';
  await load(page, file);
  const own = await shown(page);
  await choose(page, '#rule-options select[data-key="cards"]', 'off');
  const off = await shown(page);
  const want = expected(file, '--rule', 'cards=off');
  if (agrees(off, want) && !agrees(own, want)) ok(`${file} under cards=off: ${JSON.stringify(want)}, as \`--rule cards=off\` says`);
  else fail(`${file} under cards=off: page ${JSON.stringify(off)}, command line ${JSON.stringify(want)}`);
  // The choice stays offered, though the game is now shogi, to be undone.
  await choose(page, '#rule-options select[data-key="cards"]', '');
  if (agrees(await shown(page), expected(file))) ok(`${file}: cards=off undone`);
  else fail(`${file}: cards=off could not be undone`);
}

/// Tags and comments as the file writes them.
async function checkRecordText(page) {
  const file = 'fixtures/alquerque/valid/bell-scored.pgn';
  const text = fs.readFileSync(file, 'utf8');
  await load(page, file);
  const tags = await page.$$eval('#tags dt', (l) => l.map((e) => [e.textContent, e.nextElementSibling.textContent]));
  const wantTags = [...text.matchAll(/^\[(\w+) "([^"]*)"\]/gm)].map((m) => [m[1], m[2]]);
  if (wantTags.length && same(tags, wantTags)) ok(`${file}: tags ${JSON.stringify(tags)}`);
  else fail(`${file}: tags shown ${JSON.stringify(tags)}, written ${JSON.stringify(wantTags)}`);
  const comments = await page.$$eval('#comments li', (l) => l.map((e) => e.textContent.trim()));
  const wantComments = [...text.matchAll(/\{([^}]*)\}|;([^\n]*)/g)].map((m) => (m[1] ?? m[2]).trim());
  const marked = await page.$$eval('#text .comment', (l) => l.length);
  if (wantComments.length && same(comments, wantComments) && marked >= comments.length) ok(`${file}: ${comments.length} comments listed and marked in the text`);
  else fail(`${file}: comments shown ${JSON.stringify(comments)}, written ${JSON.stringify(wantComments)} (${marked} marked)`);
  const ending = await page.textContent('#ending');
  const outcome = validate(file)[0].outcome;
  if (outcome && ending.includes(outcome.reason) && (!outcome.score || ending.includes(outcome.score.join('–')))) ok(`${file}: ended ${JSON.stringify(ending)}`);
  else fail(`${file}: ending shown ${JSON.stringify(ending)}, command line ${JSON.stringify(outcome)}`);
  // A CSA record that ends `%TORYO`, which no move shows: a resignation.
  await load(page, 'fixtures/shogi/records/floodgate-times.csa');
  const written = await page.getAttribute('#ending', 'data-written');
  if (written === 'resignation') ok(`floodgate-times.csa: the end as written, ${JSON.stringify(await page.textContent('#ending'))}`);
  else fail(`floodgate-times.csa ends %TORYO; the page shows ${JSON.stringify(written)}`);
}

/// Plies per second of the page and of `hensou validate --jobs 1` (release
/// build) on 10,000 CSA games, printed: a figure, never a pass or fail.
/// Each side is timed by the clock and by the processor time it used (the
/// page's main thread; the command's user and system time), which other
/// work on the machine changes less. One run each first, not counted.
async function measureManyGames(ctx, runs) {
  const file = path.join(out, '10000-games.csa');
  const game = fs.readFileSync('fixtures/shogi/valid/random-80.csa', 'utf8');
  fs.writeFileSync(file, Array(10000).fill(game).join('/\n'));
  const page = await fresh(ctx, []);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const threadMs = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value * 1000;
  const pageRuns = [];
  for (let i = 0; i <= runs; i++) {
    const before = Number(await page.getAttribute('body', 'data-checks'));
    const cpu = await threadMs();
    await page.setInputFiles('#file', file);
    await page.waitForFunction((n) => Number(document.body.dataset.drawn) > n, before);
    const wall = Number(await page.getAttribute('body', 'data-drawn-ms'));
    if (i) pageRuns.push({ wall, cpu: (await threadMs()) - cpu });
  }
  const games = Number(await page.getAttribute('#games', 'max'));
  const plies = Number(await page.getAttribute('#verdict', 'data-plies')) * games;
  await page.screenshot({ path: path.join(out, 'many-games.png'), fullPage: true });
  await page.close();
  const cliRuns = [];
  for (let i = 0; i <= runs; i++) {
    // bash's `times`: the processor time of the command it ran.
    const started = process.hrtime.bigint();
    const times = execFileSync('bash', ['-c', '"$0" validate --jobs 1 "$1" >/dev/null 2>&1; times', path.resolve('target/release/hensou'), file], { encoding: 'utf8' });
    const wall = Number(process.hrtime.bigint() - started) / 1e6;
    const [user, system] = [...times.trim().split('\n')[1].matchAll(/(\d+)m([\d.]+)s/g)].map((m) => (Number(m[1]) * 60 + Number(m[2])) * 1000);
    if (i) cliRuns.push({ wall, cpu: user + system });
  }
  const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  const figures = (list, key) => `${list.map((r) => r[key].toFixed(0)).join(', ')} ms`;
  const rate = (ms) => (plies / ms / 1000).toFixed(2);
  for (const key of ['wall', 'cpu']) {
    const [p, c] = [median(pageRuns.map((r) => r[key])), median(cliRuns.map((r) => r[key]))];
    console.log(`measure: ${games} CSA games, ${plies} plies, ${key === 'wall' ? 'by the clock' : 'processor time'}: `
      + `page ${figures(pageRuns, key)} (checked and drawn), \`hensou validate --jobs 1\` ${figures(cliRuns, key)}; `
      + `medians ${rate(p)} and ${rate(c)} M plies/s: the page at ${(c / p).toFixed(2)} of the command line (budget: at least 0.33)`);
  }
}

async function screenshots(ctx, problems) {
  const page = await fresh(ctx, problems);
  await load(page, 'fixtures/chatra/valid/01058-sample-game-tagged.txt');
  await page.click('#first');
  for (let i = 0; i < 6; i++) await page.click('#next');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(out, 'desktop.png'), fullPage: false });
  await page.click('#lang');
  if ((await page.textContent('#check')) !== '検査') fail('the Japanese interface text is not shown');
  await page.screenshot({ path: path.join(out, 'desktop-ja.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  if (wide > 390) fail(`the page is ${wide} px wide on a 390 px phone screen`);
  await page.screenshot({ path: path.join(out, 'phone.png'), fullPage: true });
  await load(page, 'fixtures/shogi/valid/comments-and-branch.kif');
  await page.click('#variations .hensou-variation');
  const narrow = await page.evaluate(() => document.documentElement.scrollWidth);
  if (narrow > 390) fail(`a variation followed makes the page ${narrow} px wide on a phone`);
  await page.screenshot({ path: path.join(out, 'phone-ja-variation.png'), fullPage: true });
  await page.click('#lang');
  await page.screenshot({ path: path.join(out, 'phone-en-variation.png'), fullPage: true });
  ok('Japanese interface; fits a 390 px phone screen, in both languages, a variation followed');
  await page.close();
}

/// The figures of docs/PERFORMANCE.md: printed, never a pass or fail.
async function measurements(ctx, problems) {
  const page = await fresh(ctx, problems);
  console.log(`measure: interactive ${await page.getAttribute('body', 'data-ready-ms')} ms after opening from disk`);
  // 200-ply posts.
  for (const file of ['fixtures/otomo/valid/every-card-1.pgn', 'fixtures/chatra/valid/engine-03.pgn']) {
    const times = [];
    for (let i = 0; i < 5; i++) {
      await load(page, file);
      times.push(Number(await page.getAttribute('body', 'data-check-ms')));
    }
    console.log(`measure: ${file}: checked and shown in ${times.join(', ')} ms`);
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
  await checkRules(page);
  await checkRecordText(page);
  const viewer = require('./test-viewer.js')({ hensou, out, ok, fail, load, ply, board, validate, fresh, checks, same });
  await viewer.checkOpening(page);
  await viewer.checkVariations(page);
  await viewer.checkLabels(page);
  await viewer.checkJapaneseDiagnostics(page);
  await viewer.checkLinks(ctx, page);
  await page.close();
  await viewer.checkEmbed(ctx, pageDir);
  await screenshots(ctx, problems);
  await measureManyGames(ctx, measure ? 5 : 3);
  if (measure) await measurements(ctx, []);
  for (const p of problems) fail(p);
  if (!problems.length) ok('no request left the page; the console stayed clean');
  await ctx.close();
  console.log(`web-test: ${passes} passed, ${failures} failed`);
  process.exitCode = failures ? 1 : 0;
})().catch((e) => { fail(String(e.stack || e)); console.log(`web-test: ${passes} passed, ${failures} failed`); process.exit(1); });
