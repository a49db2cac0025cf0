// The page as a viewer, its links and the embed, in headless Chromium:
// run by web/test.js, which hands each test a page and its helpers.
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

/// A KIF record whose sixth ply is illegal (the rook's path is blocked).
const INVALID_KIF = fs.readFileSync(path.join(__dirname, 'page/embed-example.html'), 'utf8')
  .match(/<script type="text\/x-hensou">\n([\s\S]*?)<\/script>/)[1];

module.exports = (h) => {
  const { hensou, out, ok, fail, load, ply, board, validate, fresh, checks } = h;

  /// Pastes `text` and waits for its check.
  async function paste(page, text) {
    const before = await checks(page);
    await page.fill('#paste', text);
    await page.click('#check');
    await page.waitForFunction((n) => Number(document.body.dataset.checks) > n, before);
  }

  /// A valid game opens at its end, an invalid one before its bad ply,
  /// saying which ply is refused; N goes to the next problem.
  async function checkOpening(page) {
    await load(page, 'fixtures/shogi/valid/random-80.kif');
    if (await ply(page) === 80) ok('a valid game opens at its last ply');
    else fail(`a valid game of 80 plies opens at ply ${await ply(page)}`);
    await paste(page, INVALID_KIF);
    const label = await page.textContent('#ply-label');
    if (await ply(page) === 5 && label.includes('ply 6 is refused')) ok(`an invalid game opens before its bad ply: ${JSON.stringify(label)}`);
    else fail(`an invalid game opens at ply ${await ply(page)}, ${JSON.stringify(label)}`);
    await page.click('body', { position: { x: 5, y: 5 } });
    await page.keyboard.press('Home');
    await page.keyboard.press('n');
    const focused = await page.$eval('#diagnostics li.focus', (li) => li.dataset.code).catch(() => null);
    if (await ply(page) === 5 && focused) ok(`N goes to the next problem (${focused}, ply 5 shown)`);
    else fail(`N shows ply ${await ply(page)}, problem ${focused}`);
  }

  /// Variations listed at their branch and played from there, by click
  /// and by key, and back to the main line.
  async function checkVariations(page) {
    await load(page, 'fixtures/shogi/valid/comments-and-branch.kif');
    await page.click('body', { position: { x: 5, y: 5 } });
    const listed = await page.$$eval('#variations .hensou-variation', (l) => l.map((b) => [b.dataset.path, Number(b.dataset.from), b.textContent]));
    const want = validate('fixtures/shogi/valid/comments-and-branch.kif')[0].variations.map((v, k) => [String(k), v.from_ply]);
    if (!want.length || !h.same(listed.map(([p, f]) => [p, f]), want)) {
      fail(`variations listed ${JSON.stringify(listed)}, command line ${JSON.stringify(want)}`);
      return;
    }
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const main3 = await board(page);
    await page.click('#variations .hensou-variation[data-path="0"]');
    const line = await page.getAttribute('body', 'data-line');
    const var3 = await board(page);
    await page.keyboard.press('ArrowRight');
    const label = await page.textContent('#ply-label');
    await page.keyboard.press('End');
    const end = await ply(page);
    await page.screenshot({ path: path.join(out, 'variation.png'), fullPage: true });
    await page.click('#main-line');
    const back = [await page.getAttribute('body', 'data-line'), await ply(page)];
    // The variation's text, marked where the record writes it, plays it too.
    const marked = await page.$eval('#text .variation[data-path="0"]', (e) => e.textContent).catch(() => '');
    await page.click('#text .variation[data-path="0"]', { position: { x: 2, y: 2 } }).catch(() => {});
    const fromText = [await page.getAttribute('body', 'data-line'), await ply(page)];
    await page.click('#main-line');
    if (marked.includes('６八銀(79)') && h.same(fromText, ['0', 3])) ok(`the variation's text is marked in the record and plays it: ${JSON.stringify(marked.trim().split('\n')[0])}`);
    else fail(`the variation's text: ${JSON.stringify(marked)}, clicking it shows ${fromText}`);
    if (line === '0' && var3 !== main3 && label === 'ply 4 of 4' && end === 4 && back[0] === '' && back[1] === 4) {
      ok(`a variation listed at ply ${want[0][1]}: played by click and keys (${JSON.stringify(listed[0][2])}), and back to the main line`);
    } else fail(`variation: line ${line}, board changed ${var3 !== main3}, label ${JSON.stringify(label)}, End ${end}, back ${back}`);
  }

  /// The labels the page writes, in each language's order.
  async function checkLabels(page) {
    await load(page, 'fixtures/alquerque/valid/two-games.pgn');
    await page.click('body', { position: { x: 5, y: 5 } });
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    const en = [await page.textContent('#ply-label'), await page.textContent('#games-summary'), await page.textContent('#games-count')];
    await page.click('#lang');
    const ja = [await page.textContent('#ply-label'), await page.textContent('#games-summary'), await page.textContent('#games-count')];
    await page.click('#lang');
    const good = /^ply 1 of \d+$/.test(en[0]) && en[1].startsWith('2 games:') && /^of 2$/.test(en[2])
      && /^1手目 \/ \d+$/.test(ja[0]) && ja[1] === '2局：正しい2局、誤りあり0局' && ja[2] === '/ 2局';
    if (good) ok(`labels in each language's order: ${JSON.stringify(en)} ${JSON.stringify(ja)}`);
    else fail(`labels: ${JSON.stringify(en)} ${JSON.stringify(ja)}`);
    const aria = await page.getAttribute('#board', 'aria-label');
    const live = await page.getAttribute('#verdict', 'aria-live');
    const named = await page.$$eval('#stepper button', (l) => l.every((b) => b.getAttribute('aria-label')));
    if (aria && live === 'polite' && named) ok(`board labelled for screen readers (${JSON.stringify(aria)}), verdict a live region, buttons named`);
    else fail(`screen readers: board ${JSON.stringify(aria)}, verdict live ${live}, buttons named ${named}`);
  }

  /// The link of the record shown, opened in a new page: the same text,
  /// checked to the same verdict.
  async function roundTrip(ctx, page, what) {
    await page.evaluate(() => { delete document.body.dataset.link; });
    await page.click('#link');
    await page.waitForFunction(() => document.body.dataset.link !== undefined);
    const url = await page.inputValue('#link-url');
    const text = await page.inputValue('#paste');
    const verdict = await page.$eval('#verdict', (v) => [v.dataset.valid, v.dataset.plies]);
    const variations = await page.$$eval('#variations .hensou-variation', (l) => l.length);
    if (!url) { fail(`${what}: no link made (${await page.textContent('#link-note')})`); return 0; }
    const problems = [];
    const opened = await fresh(ctx, problems, url);
    await opened.waitForFunction(() => Number(document.body.dataset.checks) > 0);
    const got = await opened.$eval('#verdict', (v) => [v.dataset.valid, v.dataset.plies]);
    const gotText = await opened.inputValue('#paste');
    const gotVariations = await opened.$$eval('#variations .hensou-variation', (l) => l.length);
    if (h.same(got, verdict) && gotText === text && gotVariations === variations && !problems.length) {
      ok(`${what}: a link of ${url.length} characters opens the page with the record checked (${got[0] === 'true' ? 'valid' : 'invalid'}, ${got[1]} plies, ${variations} variations)`);
    } else fail(`${what}: link opened ${JSON.stringify([got, gotVariations])}, made of ${JSON.stringify([verdict, variations])}, text equal ${gotText === text} ${problems}`);
    await opened.close();
    return url.length;
  }

  async function checkLinks(ctx, page) {
    const long = 'fixtures/shogi/records/random-500.kif';
    const kif = fs.readFileSync(long, 'utf8');
    await paste(page, kif);
    const length = await roundTrip(ctx, page, `${long} (500 plies)`);
    const usi = execFileSync(hensou, ['convert', '--to', 'usi', long], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    await paste(page, usi);
    const usiLength = await roundTrip(ctx, page, 'the same game as USI');
    const limit = await page.evaluate(() => HENSOU_LINK_LIMIT);
    console.log(`measure: a link to 500 plies: ${length} characters as KIF, ${usiLength} as USI; `
      + `the limit, ${limit} characters, holds about ${Math.floor(limit / (length / 500) / 100) * 100} plies of KIF and ${Math.floor(limit / (usiLength / 500) / 100) * 100} of USI`);
    const post = `Here is our game from last night, with the line I missed:\n\n${fs.readFileSync('fixtures/shogi/valid/comments-and-branch.kif', 'utf8')}\nThanks for looking!\n`;
    await paste(page, post);
    await roundTrip(ctx, page, 'a post with a variation');
    // A record with comments that deflating cannot shorten, longer than a
    // link holds: said so, never cut.
    let seed = 1;
    const noise = Array.from({ length: 60000 }, () => { seed = (seed * 48271) % 2147483647; return String.fromCharCode(97 + (seed % 26)); }).join('');
    await paste(page, `${fs.readFileSync('fixtures/shogi/valid/comments-and-branch.kif', 'utf8')}${noise.match(/.{1,60}/g).map((l) => `*${l}\n`).join('')}`);
    await page.evaluate(() => { delete document.body.dataset.link; });
    await page.click('#link');
    await page.waitForFunction(() => document.body.dataset.link !== undefined);
    const note = await page.textContent('#link-note');
    if (await page.getAttribute('body', 'data-link') === '0' && await page.isHidden('#link-url') && note.includes('too long')) ok(`a text too long for a link is said so: ${JSON.stringify(note)}`);
    else fail(`a text too long for a link: ${JSON.stringify(note)}`);
  }

  /// The embed example: two records of one page, each its own viewer.
  async function checkEmbed(ctx, pageDir) {
    const problems = [];
    const page = await fresh(ctx, problems, 'file://' + path.resolve(pageDir, 'embed-example.html'), 'html[data-hensou-embedded]');
    const viewers = await page.$$eval('.hensou-viewer', (l) => l.map((v) => ({
      lang: v.lang, ply: Number(v.dataset.ply), valid: v.querySelector('.hensou-verdict').dataset.valid === 'true',
      plies: Number(v.querySelector('.hensou-verdict').dataset.plies), label: v.querySelector('.hensou-ply').textContent,
      codes: [...v.querySelectorAll('.hensou-diagnostics li')].map((li) => li.dataset.code),
      variations: v.querySelectorAll('.hensou-variation').length, svg: Boolean(v.querySelector('.hensou-board svg')),
    })));
    const file = path.join(out, 'invalid.kif');
    fs.writeFileSync(file, INVALID_KIF);
    const want = [validate('fixtures/shogi/valid/comments-and-branch.kif')[0], validate(file)[0]]
      .map((g) => ({ valid: g.valid, plies: g.plies, codes: g.diagnostics.map((d) => d.code) }));
    const agree = viewers.length === 2 && want.every((w, i) => viewers[i].valid === w.valid && viewers[i].plies === w.plies && h.same(viewers[i].codes, w.codes));
    if (agree && viewers[0].variations === 1 && viewers[0].ply === 5 && viewers[1].ply === 5 && viewers[1].lang === 'ja'
      && /^5手目 \/ 5/.test(viewers[1].label) && viewers.every((v) => v.svg)) {
      ok(`the embed renders two records of one page as the command line judges them: ${JSON.stringify(want)}`);
    } else fail(`embed: ${JSON.stringify(viewers)}, command line ${JSON.stringify(want)}`);
    const first = page.locator('.hensou-viewer').first();
    await first.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const stepped = await first.getAttribute('data-ply');
    await page.keyboard.press('End');
    const ended = await first.getAttribute('data-ply');
    await first.locator('.hensou-variation').click();
    await page.keyboard.press('ArrowRight');
    const inVariation = [await first.getAttribute('data-line'), await first.getAttribute('data-ply')];
    if (stepped === '2' && ended === '5' && h.same(inVariation, ['0', '4'])) ok('the embed steps by keys and plays its variation');
    else fail(`embed keys: ${stepped}, ${ended}, variation ${inVariation}`);
    await page.screenshot({ path: path.join(out, 'embed.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wide > 390) fail(`the embed page is ${wide} px wide on a 390 px phone screen`);
    else ok('the embed fits a 390 px phone screen');
    await page.screenshot({ path: path.join(out, 'embed-phone.png'), fullPage: true });
    // The example's link opens the page with its record checked.
    await page.click('#link');
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() => Number(document.body.dataset.checks) > 0);
    const linked = await page.$eval('#verdict', (v) => [v.dataset.valid, v.dataset.plies]);
    if (h.same(linked, ['true', '5'])) ok('the embed example\'s link opens the page with its record checked');
    else fail(`the embed example's link shows ${JSON.stringify(linked)}`);
    for (const p of problems) fail(`embed: ${p}`);
    await page.close();
  }

  /// Diagnostics in the page's language, as `hensou validate --lang ja`
  /// gives them (its `localized` texts beside the English ones).
  async function checkJapaneseDiagnostics(page) {
    const file = 'fixtures/shogi/invalid/nifu.kif';
    let want;
    try {
      want = JSON.parse(execFileSync(hensou, ['validate', '--lang', 'ja', '--format', 'json', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    } catch (e) {
      want = e.status === 1 && e.stdout ? JSON.parse(e.stdout) : null;
    }
    if (!want) {
      fail('`hensou validate --lang ja --format json` gave no report');
      return;
    }
    const japanese = await page.evaluate(() => document.documentElement.lang === 'ja');
    if (!japanese) await page.click('#lang');
    await load(page, file);
    const got = await page.$$eval('#diagnostics li .message', (l) => l.map((e) => e.textContent));
    const messages = want[0].diagnostics.map((d) => (d.localized || {}).message || d.message);
    if (h.same(got, messages) && messages.some((m) => /[\u3040-\u30ff]/.test(m))) ok(`a Japanese post gives Japanese diagnostics: ${JSON.stringify(got)}`);
    else fail(`Japanese diagnostics: page ${JSON.stringify(got)}, \`validate --lang ja\` ${JSON.stringify(messages)}`);
    if (!japanese) await page.click('#lang');
  }

  return { checkOpening, checkVariations, checkLabels, checkLinks, checkEmbed, checkJapaneseDiagnostics };
};
