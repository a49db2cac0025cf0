// The page: reads what the reader pastes or drops, hands the bytes to the
// library (compiled to WebAssembly) and shows its answers. Every verdict,
// picture, legal move and conversion comes from the library; this file only
// draws them.
'use strict';

const TEXT = {
  en: {
    tagline: 'Paste a post or a record, or drop a file: every move is checked on your machine.',
    paste: 'Paste a forum post, a mail or a record (PGN-style, KIF, KI2, CSA, USI, JKF) here.',
    file: 'File', reading: 'Read as', auto: 'detect', record: 'record (PGN-style)', forum: 'forum post',
    game: 'Game', detect: 'detect', rules: 'Rules', 'own-rules': "the record's own", compare: 'Compare with other rules',
    none: 'none', check: 'Check', drop: 'You can also drop a file anywhere on the page.',
    'game-number': 'Game', differences: 'Plies the compared rules judge otherwise', flip: 'flip',
    copy: 'Copy', legal: 'Legal moves', convert: 'Convert to', download: 'Download',
    offline: 'Runs offline in your browser; nothing you paste leaves this page.',
    valid: 'valid', invalid: 'invalid', unknown: 'game not told',
    help: 'help', 'did-you-mean': 'did you mean',
    legalUnder: 'legal under the record\'s rules', illegalUnder: 'illegal under the record\'s rules',
    legalCompared: 'legal under the compared rules', illegalCompared: 'illegal under the compared rules',
    noDifferences: 'no ply is judged otherwise', lang: '日本語', result: 'result', encoding: 'encoding',
    'rule-set': 'Rule set', 'own-option': "record's own", 'invalid-games': 'Invalid games',
    'show-all': 'Show all', ended: 'Ended by the rules', 'written-end': 'As written', draw: 'draw', score: 'score',
    comments: 'Comments', 'game-text': 'The text of this game alone is shown: the file is long.',
    'set-option': 'as the set', 'rules-summary': 'Rules: rule set, options, comparison',
    link: 'Link', 'link-made': 'A link to this record: it opens this page with the record checked. The record is in the link itself and is sent to no server.',
    'link-long': 'This record is too long for a link', 'link-limit': 'A link holds a record of up to 32,000 characters once compressed (about 3,400 plies of KIF, 8,800 of USI): the limit assumed for common browsers.',
    characters: 'characters', 'game-prev': 'previous game', 'game-next': 'next game', position: 'position string',
  },
  ja: {
    tagline: '投稿や棋譜を貼り付けるか、ファイルをドロップしてください。すべての手をこの端末で検査します。',
    paste: '掲示板の投稿、メール、棋譜（PGN形式、KIF、KI2、CSA、USI、JKF）をここに貼り付けてください。',
    file: 'ファイル', reading: '読み方', auto: '自動判定', record: '棋譜（PGN形式）', forum: '掲示板の投稿',
    game: 'ゲーム', detect: '自動判定', rules: 'ルール', 'own-rules': '棋譜のまま', compare: '別のルールと比較',
    none: 'なし', check: '検査', drop: 'ページのどこにでもファイルをドロップできます。',
    'game-number': '対局', differences: '比較ルールで判定が異なる手', flip: '盤を反転',
    copy: 'コピー', legal: '合法手', convert: '変換先', download: 'ダウンロード',
    offline: 'ブラウザの中だけで動きます。貼り付けた内容はこのページの外に送られません。',
    valid: '正しい', invalid: '誤りあり', unknown: 'ゲーム不明',
    help: 'ヒント', 'did-you-mean': '候補',
    legalUnder: '棋譜のルールでは合法', illegalUnder: '棋譜のルールでは反則',
    legalCompared: '比較ルールでは合法', illegalCompared: '比較ルールでは反則',
    noDifferences: '判定の異なる手はありません', lang: 'English', result: '結果', encoding: '文字コード',
    'rule-set': 'ルールセット', 'own-option': '棋譜のまま', 'invalid-games': '誤りのある対局',
    'show-all': 'すべて表示', ended: 'ルール上の終局', 'written-end': '棋譜の記載', draw: '引き分け', score: '得点',
    comments: 'コメント', 'game-text': 'ファイルが長いため、この対局の部分だけを表示しています。',
    'set-option': 'セットのまま', 'rules-summary': 'ルール：ルールセット、オプション、比較',
    link: 'リンク', 'link-made': 'この棋譜へのリンク：開くとこのページで棋譜を検査します。棋譜はリンクそのものに入っていて、どのサーバーにも送られません。',
    'link-long': 'この棋譜はリンクにするには長すぎます', 'link-limit': 'リンクに入る棋譜は圧縮後32,000文字まで（KIFで約3,400手、USIで約8,800手）：一般的なブラウザを想定した上限です。',
    characters: '文字', 'game-prev': '前の対局', 'game-next': '次の対局', position: '局面の文字列',
  },
};

const $ = (id) => document.getElementById(id);
const state = {
  lang: (navigator.language || '').startsWith('ja') ? 'ja' : 'en',
  name: 'pasted.txt', bytes: null, loadedText: null, checked: null, summary: null, catalogue: [],
  game: 1, view: null, ply: 0, plies: 0, line: null, variations: [], problem: -1,
};
const t = (key) => TEXT[state.lang][key] || TEXT.en[key] || key;
/// The labels that hold a number, in the page's language's word order.
const L = () => hensouLabels(state.lang);
/// How many diagnostics and invalid games are listed before a "show all".
const DIAGNOSTICS_SHOWN = 100;
const INVALID_LISTED = 50;

function applyLanguage() {
  document.documentElement.lang = state.lang;
  for (const e of document.querySelectorAll('[data-i18n]')) e.textContent = t(e.dataset.i18n);
  for (const e of document.querySelectorAll('[data-i18n-placeholder]')) e.placeholder = t(e.dataset.i18nPlaceholder);
  for (const e of document.querySelectorAll('[data-i18n-aria]')) e.setAttribute('aria-label', t(e.dataset.i18nAria));
  for (const e of document.querySelectorAll('[data-label]')) e.textContent = L()[e.dataset.label];
  for (const e of document.querySelectorAll('[data-label-aria]')) e.setAttribute('aria-label', L()[e.dataset.labelAria]);
  $('lang').textContent = t('lang');
  $('lang').lang = state.lang === 'ja' ? 'en' : 'ja';
  if (state.summary && state.line) {
    // Checked again: the diagnostics are written in the language asked for.
    const [game, ply, path, from] = [state.game, state.ply, state.line.path, state.from];
    check();
    if (!state.checked) return;
    showGame(game);
    if (path !== null) follow(path, from);
    go(ply);
  }
}

function option(value, label) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = label;
  return o;
}

function element(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/// One chooser a rule option of the game: unchanged (`first`) or a value.
function fillOptions(box, options, first, enabled) {
  const keep = new Map([...box.querySelectorAll('select')].map((s) => [s.dataset.key, s.value]));
  box.replaceChildren(...options.map((o) => {
    const select = element('select');
    select.dataset.key = o.key;
    select.title = o.summary;
    select.disabled = !enabled;
    select.append(option('', first), ...o.values.map((v) => option(v, v)));
    if (o.values.includes(keep.get(o.key))) select.value = keep.get(o.key);
    select.addEventListener('change', check);
    const label = element('label');
    label.title = o.summary;
    label.append(element('span', 'option-key', o.key), ' ', select);
    return label;
  }));
}

/// The options chosen in `box`, `key=value` each.
const chosenOptions = (box) => [...box.querySelectorAll('select')].filter((s) => s.value && !s.disabled)
  .map((s) => `${s.dataset.key}=${s.value}`);

/// The rules to compare with, as `--compare-rules` takes them: a rule set
/// and its options, or nothing.
function compareRules() {
  const set = $('compare').value;
  return set ? [set, ...chosenOptions($('compare-options'))].join(';') : '';
}

/// The choices of the game shown: its rule sets, rule options and
/// conversions. While any rule is chosen, the rule choices stay those of
/// the game they were made for, though the rules chosen may make it
/// another (Otomo with `cards=off` is shogi): what is checked is what the
/// choosers show, and each choice can be undone.
function fillChoices(game) {
  const choices = state.catalogue.find((g) => g.name === game);
  fillConversions(choices);
  const chosen = [$('rules'), $('compare'), ...document.querySelectorAll('#rule-options select, #compare-options select')]
    .some((s) => s.value);
  if (chosen && state.rulesFor) return;
  state.rulesFor = game;
  for (const [id, first] of [['rules', t('own-rules')], ['compare', t('none')]]) {
    const select = $(id);
    const keep = select.value;
    select.replaceChildren(option('', first));
    for (const set of choices ? choices.rule_sets : []) select.append(option(set.name, set.name + (set.default ? ' *' : '')));
    select.value = [...select.options].some((o) => o.value === keep) ? keep : '';
  }
  const options = choices ? choices.rule_options : [];
  fillOptions($('rule-options'), options, t('own-option'), true);
  fillOptions($('compare-options'), options, t('set-option'), Boolean($('compare').value));
}

function fillConversions(choices) {
  const to = $('to');
  const keep = to.value;
  to.replaceChildren(...(choices ? choices.conversions : []).map((c) => option(c, c)));
  if ([...to.options].some((o) => o.value === keep)) to.value = keep;
  $('convert-box').hidden = !choices;
}

function check() {
  if (!state.bytes) return;
  const started = performance.now();
  if (state.checked) state.checked.free();
  state.checked = null;
  $('failure').hidden = true;
  $('losses').replaceChildren();
  const checks = Number(document.body.dataset.checks || 0) + 1;
  try {
    state.checked = new wasm_bindgen.Checked(state.name, state.bytes, $('reading').value, $('game').value,
      $('rules').value, chosenOptions($('rule-options')).join('\n'), compareRules(), state.lang);
  } catch (e) {
    $('failure').textContent = String(e.message || e);
    $('failure').hidden = false;
    $('result').hidden = true;
    document.body.dataset.checks = checks;
    return;
  }
  state.summary = JSON.parse(state.checked.summary());
  showSummary();
  showGame(1);
  document.body.dataset.checkMs = (performance.now() - started).toFixed(1);
  document.body.dataset.checks = checks;
  // The time until the answer is drawn, layout and painting included.
  requestAnimationFrame(() => setTimeout(() => {
    document.body.dataset.drawnMs = (performance.now() - started).toFixed(1);
    document.body.dataset.drawn = checks;
  }, 0));
}

/// How many games there are, and which are invalid.
function showSummary() {
  const games = state.summary.games;
  const invalid = games.filter((g) => !g.valid);
  $('games').max = games.length;
  $('games-box').hidden = games.length < 2;
  $('games-count').textContent = L().gameOf(games.length);
  $('games-summary').hidden = games.length < 2;
  $('games-summary').textContent = L().gamesSummary(games.length, games.length - invalid.length, invalid.length);
  const list = $('invalid-games');
  list.hidden = games.length < 2 || !invalid.length;
  list.replaceChildren(`${t('invalid-games')}${L().colon}`, ...invalid.slice(0, INVALID_LISTED).flatMap((g) => {
    const a = element('a', '', String(g.number));
    a.href = '#';
    a.dataset.game = g.number;
    a.addEventListener('click', (e) => { e.preventDefault(); showGame(g.number); });
    return [a, ' '];
  }), invalid.length > INVALID_LISTED ? L().more(invalid.length - INVALID_LISTED) : '');
}

function showGame(number) {
  state.game = Math.max(1, Math.min(Number(number) || 1, state.summary.games.length));
  $('games').value = state.game;
  const g = state.view = JSON.parse(state.checked.game(state.game));
  $('result').hidden = !g; // a text with no game at all
  if (!g) return;
  fillChoices(g.game);
  const verdict = $('verdict');
  verdict.className = g.valid ? 'valid' : 'invalid';
  verdict.dataset.valid = g.valid;
  verdict.dataset.plies = g.plies;
  verdict.dataset.game = g.game || '';
  const parts = [g.valid ? t('valid') : t('invalid'), g.game || t('unknown')];
  if (g.rules) parts.push(g.rules);
  parts.push(L().plies(g.plies));
  if (g.result) parts.push(`${t('result')} ${g.result}`);
  if (state.summary.charset) parts.push(`${t('encoding')} ${state.summary.charset}`);
  verdict.textContent = parts.join(' · ');
  showEnding(g);
  showTags(g);
  showDiagnostics(g, DIAGNOSTICS_SHOWN);
  showComments(g);
  showDifferences(g);
  state.variations = JSON.parse(state.checked.variations(state.game));
  showText(g);
  state.plies = g.plies_played.length;
  state.line = new HensouLine(state.checked, state.game, state.plies);
  state.problem = -1;
  showVariations();
  // A valid game opens at its end, an invalid one before its bad ply.
  const failed = g.diagnostics.find((d) => d.severity === 'error' && d.ply);
  go(failed ? failed.ply - 1 : state.plies);
}

/// The variations, each at its branch, to be played; and the way back to
/// the main line when one is followed.
function showVariations() {
  const path = state.line.path;
  const focused = $('variations-box').contains(document.activeElement);
  $('variations-box').hidden = !state.variations.length;
  $('variations').replaceChildren(hensouVariations(state.variations, L(), (p, from) => { follow(p, from); go(from); }, path));
  // The button pressed is drawn anew: the focus goes to its new self.
  if (focused) ($('variations').querySelector('[aria-current]') || $('board-box')).focus();
  $('main-line').hidden = path === null;
  $('line-label').textContent = path === null ? L().mainLine
    : L().variationAt(state.from);
}

function follow(path, from) {
  state.line.follow(path);
  state.from = from;
  showVariations();
}

function mainLine() {
  const ply = Math.min(state.line.ply, state.plies);
  state.line.main();
  showVariations();
  go(ply);
}

/// The ply of the next (`step` 1) or previous (-1) problem, which is
/// shown too; undefined when there is none.
function problem(step) {
  const listed = state.view ? state.view.diagnostics.map((d, k) => [d, k]).filter(([d]) => d.ply) : [];
  if (!listed.length) return undefined;
  state.problem = (Math.max(state.problem, step > 0 ? -1 : 0) + step + listed.length) % listed.length;
  const [d, k] = listed[state.problem];
  if (state.line.path !== null) mainLine();
  jumpTo(d, k);
  return undefined;
}

/// How the game ended: by the rules (mate, all captured, ...) and as the
/// record writes it (a resignation, a flag fall, ...), each with the
/// winner and why, or a draw.
function showEnding(g) {
  const ending = $('ending');
  const said = (label, o) => {
    const who = o.winner ? L().wins(L().side(o.winner_name || o.winner)) : t('draw');
    return `${t(label)}${L().colon}${who} (${o.reason})${o.score ? ` · ${t('score')} ${o.score.join('–')}` : ''}`;
  };
  ending.hidden = !g.outcome && !g.written;
  ending.dataset.reason = g.outcome ? g.outcome.reason : '';
  ending.dataset.written = g.written ? g.written.reason : '';
  ending.textContent = [g.outcome && said('ended', g.outcome), g.written && said('written-end', g.written)]
    .filter(Boolean).join(' · ');
}

function showTags(g) {
  $('tags').replaceChildren(...g.tags.flatMap(([name, value]) => [element('dt', '', name), element('dd', '', value)]));
}

function showDiagnostics(g, limit) {
  const list = $('diagnostics');
  list.replaceChildren(...g.diagnostics.slice(0, limit).map((d, k) => {
    const li = element('li', d.severity);
    li.dataset.code = d.code;
    li.dataset.index = k;
    li.tabIndex = 0;
    const said = hensouSaid(d);
    li.append(element('span', 'code', d.code), ' ', `${d.line}:${d.column} `, d.ply ? `(${L().ply(d.ply)}) ` : '', element('span', 'message', said.message));
    if (said.help) li.append(element('div', 'help', `${t('help')}: ${said.help}`));
    if (d.suggestions && d.suggestions.length) {
      const s = element('div', 'suggestions', `${t('did-you-mean')}: `);
      for (const m of d.suggestions) s.append(element('span', '', m));
      li.append(s);
    }
    li.addEventListener('click', () => jumpTo(d, k));
    li.addEventListener('keydown', (e) => { if (e.key === 'Enter') jumpTo(d, k); });
    return li;
  }));
  const more = $('more-diagnostics');
  more.hidden = g.diagnostics.length <= limit;
  more.textContent = `${t('show-all')} (${g.diagnostics.length})`;
  more.onclick = () => showDiagnostics(g, Infinity);
}

function showComments(g) {
  $('comments-box').hidden = !g.comments.length;
  $('comments').replaceChildren(...g.comments.map((c, k) => {
    const li = element('li', '', c.text);
    li.addEventListener('click', () => {
      const marked = document.querySelector(`#text [data-comment="${k}"]`);
      if (marked) marked.scrollIntoView({ block: 'center' });
    });
    return li;
  }));
}

function showDifferences(g) {
  const box = $('differences-box');
  box.hidden = !$('compare').value;
  $('differences').replaceChildren(...(g.differences_found.length ? g.differences_found.map((d) => {
    const li = element('li', '', `${L().ply(d.ply)}: ${d.text} — ${d.legal_under_record_rules ? t('legalUnder') : t('illegalUnder')}, ${d.legal_under_compared_rules ? t('legalCompared') : t('illegalCompared')} (${d.rule}: ${d.localized_reason})`);
    li.dataset.ply = d.ply;
    li.addEventListener('click', () => go(d.ply));
    return li;
  }) : [element('li', '', t('noDifferences'))]));
}

/// The text with the game's plies, comments and problems marked: pieces
/// between every start and end of a marked range. Offsets are the
/// library's, in the UTF-16 units JavaScript counts.
function showText(g) {
  const text = g.text;
  const ranges = [];
  for (const p of g.plies_played) if (p.at !== null) ranges.push({ from: p.at, to: p.at + p.len, ply: p.number });
  g.comments.forEach((c, k) => { if (c.at !== null) ranges.push({ from: c.at, to: c.at + c.len, comment: k }); });
  g.diagnostics.forEach((d, k) => { if (d.at !== null) ranges.push({ from: d.at, to: d.at + Math.max(d.len, 1), diag: k, severity: d.severity }); });
  const variations = (tree, prefix) => tree.forEach((v, k) => {
    const path = prefix ? `${prefix},${k}` : String(k);
    if (v.at !== null) ranges.push({ from: v.at, to: v.at + v.len, path, fromPly: v.from_ply });
    variations(v.variations, path);
  });
  variations(state.variations, '');
  const cuts = new Set([0, text.length]);
  for (const r of ranges) { cuts.add(Math.min(r.from, text.length)); cuts.add(Math.min(r.to, text.length)); }
  const points = [...cuts].sort((a, b) => a - b);
  ranges.sort((a, b) => a.from - b.from);
  const pieces = [];
  let open = [];
  let next = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i], points[i + 1]];
    while (next < ranges.length && ranges[next].from <= from) open.push(ranges[next++]);
    open = open.filter((r) => r.to > from);
    const covering = open.filter((r) => r.to >= to);
    if (!covering.length) { pieces.push(text.slice(from, to)); continue; }
    const span = element('span', '', text.slice(from, to));
    for (const r of covering) {
      if (r.ply) { span.classList.add('ply'); span.dataset.ply = r.ply; }
      if (r.comment !== undefined) { span.classList.add('comment'); span.dataset.comment = r.comment; }
      if (r.diag !== undefined) { span.classList.add('diag', r.severity); span.dataset.diag = r.diag; }
      if (r.path !== undefined) { span.classList.add('variation'); span.dataset.path = r.path; span.dataset.from = r.fromPly; }
    }
    pieces.push(span);
  }
  $('text').replaceChildren(...pieces);
  $('text-note').hidden = g.whole;
  $('text-note').textContent = t('game-text');
}

/// Shows the diagnostic's text and the position it was found in.
function jumpTo(d, k) {
  for (const e of document.querySelectorAll('.focus')) e.classList.remove('focus');
  const marked = [...document.querySelectorAll(`#text [data-diag="${k}"]`)];
  for (const e of marked) e.classList.add('focus');
  if (marked.length) marked[0].scrollIntoView({ block: 'center' });
  const listed = document.querySelector(`#diagnostics li[data-index="${k}"]`);
  if (listed) listed.classList.add('focus');
  if (d.ply) {
    if (state.line.path !== null) mainLine();
    go(d.severity === 'error' ? d.ply - 1 : d.ply);
  }
}

function go(ply) {
  const board = state.line.board(ply, $('flip').checked);
  state.ply = state.line.ply;
  document.body.dataset.ply = state.ply;
  document.body.dataset.line = state.line.path === null ? '' : state.line.path;
  $('board').innerHTML = board ? board.svg : '';
  $('position').value = board ? board.position : '';
  const where = state.ply === 0 ? L().start : L().plyOf(state.ply, state.line.length);
  const refused = state.line.path === null && state.view && !state.view.valid && state.ply === state.plies
    && state.view.diagnostics.some((d) => d.severity === 'error' && d.ply === state.plies + 1);
  $('ply-label').textContent = refused ? `${where} · ${L().refused(state.plies + 1)}` : where;
  $('board').setAttribute('aria-label', board ? L().board(where, L().side(board.to_move)) : '');
  $('legal').textContent = board ? board.legal_moves.join(' ') : '';
  $('legal-count').textContent = board ? board.legal_moves.length : 0;
  for (const e of document.querySelectorAll('#text .ply.current')) e.classList.remove('current');
  if (state.line.path === null) for (const e of document.querySelectorAll(`#text .ply[data-ply="${state.ply}"]`)) e.classList.add('current');
  for (const e of document.querySelectorAll('#text .variation')) e.classList.toggle('current', e.dataset.path === state.line.path);
  for (const b of document.querySelectorAll('#variations .hensou-variation')) {
    b.classList.toggle('here', state.line.path === null && Number(b.dataset.from) === state.ply + 1);
  }
}

function download() {
  const converted = JSON.parse(state.checked.convert($('to').value));
  $('losses').replaceChildren(...converted.losses.map((d) => {
    const li = element('li', d.severity);
    li.append(element('span', 'code', d.code), ' ', hensouSaid(d).message);
    return li;
  }));
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([converted.text], { type: 'text/plain;charset=utf-8' }));
  a.download = converted.file_name.split('/').pop();
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/// Checks `bytes`; a file short enough to be shown whole is also put in
/// the text box, to be edited and checked again.
function load(name, bytes, fromFile) {
  state.name = name;
  state.bytes = bytes;
  check();
  if (fromFile) $('paste').value = state.view && state.view.whole ? state.view.text : '';
  state.loadedText = $('paste').value;
}

function loadFile(file) {
  file.arrayBuffer().then((buffer) => load(file.name, new Uint8Array(buffer), true));
}

function wire() {
  $('lang').addEventListener('click', () => { state.lang = state.lang === 'ja' ? 'en' : 'ja'; applyLanguage(); });
  let timer;
  const pasted = () => {
    clearTimeout(timer);
    if ($('paste').value !== state.loadedText) load('pasted.txt', new TextEncoder().encode($('paste').value), false);
    else check();
  };
  $('paste').addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(pasted, 300); });
  $('check').addEventListener('click', pasted);
  $('file').addEventListener('change', () => {
    if ($('file').files[0]) loadFile($('file').files[0]);
    $('file').value = ''; // so that choosing the same file again reads it again
  });
  for (const id of ['reading', 'game']) $(id).addEventListener('change', check);
  $('rules').addEventListener('change', check);
  $('compare').addEventListener('change', () => {
    for (const s of $('compare-options').querySelectorAll('select')) s.disabled = !$('compare').value;
    check();
  });
  $('games').addEventListener('change', () => showGame($('games').value));
  $('game-prev').addEventListener('click', () => showGame(state.game - 1));
  $('game-next').addEventListener('click', () => showGame(state.game + 1));
  $('first').addEventListener('click', () => go(0));
  $('prev').addEventListener('click', () => go(state.ply - 1));
  $('next').addEventListener('click', () => go(state.ply + 1));
  $('last').addEventListener('click', () => go(state.plies));
  $('flip').addEventListener('change', () => { if (state.line) go(state.ply); });
  $('copy').addEventListener('click', () => {
    $('position').select();
    if (navigator.clipboard) navigator.clipboard.writeText($('position').value).catch(() => document.execCommand('copy'));
    else document.execCommand('copy');
  });
  $('download').addEventListener('click', download);
  $('text').addEventListener('click', (e) => {
    const p = e.target.closest('.ply');
    const v = e.target.closest('.variation');
    if (!p && v) { follow(v.dataset.path, Number(v.dataset.from)); go(Number(v.dataset.from)); }
    if (!p) return;
    if (state.line.path !== null) mainLine();
    go(Number(p.dataset.ply));
  });
  $('main-line').addEventListener('click', mainLine);
  $('link').addEventListener('click', makeLink);
  document.addEventListener('keydown', (e) => {
    if (!state.summary || !state.line || e.target.closest('textarea, input, select')) return;
    const to = hensouKey(e, state.line, problem);
    if (['n', 'N', 'p'].includes(e.key)) e.preventDefault();
    if (to !== undefined) { e.preventDefault(); go(to); }
  });
  window.addEventListener('hashchange', openLink);
  document.addEventListener('dragover', (e) => { e.preventDefault(); document.body.classList.add('dragging'); });
  document.addEventListener('dragleave', () => document.body.classList.remove('dragging'));
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    document.body.classList.remove('dragging');
    if (e.dataTransfer.files[0]) loadFile(e.dataTransfer.files[0]);
  });
}

async function start() {
  await hensouStart();
  const catalogue = JSON.parse(wasm_bindgen.catalogue());
  state.catalogue = catalogue.games;
  $('game').append(...catalogue.games.map((g) => option(g.name, g.name)));
  $('reading').append(...catalogue.formats.map((name) => option(name, name.toUpperCase())));
  wire();
  applyLanguage();
  await openLink();
  document.body.dataset.ready = 'true';
  document.body.dataset.readyMs = performance.now().toFixed(0);
}

start().catch((e) => {
  $('failure').textContent = String(e.message || e);
  $('failure').hidden = false;
});
