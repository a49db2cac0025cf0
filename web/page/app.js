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
    game: 'Game', detect: 'detect', rules: 'Rules', 'own-rules': "the record's own", compare: 'Compare with',
    none: 'none', check: 'Check', drop: 'You can also drop a file anywhere on the page.',
    'game-number': 'Game', differences: 'Plies the compared rules judge otherwise', flip: 'flip',
    copy: 'Copy', legal: 'Legal moves', convert: 'Convert to', download: 'Download',
    offline: 'Runs offline in your browser; nothing you paste leaves this page.',
    valid: 'valid', invalid: 'invalid', plies: 'plies', unknown: 'game not told',
    start: 'start', ply: 'ply', of: 'of', 'to-move': 'to move', help: 'help', 'did-you-mean': 'did you mean',
    legalUnder: 'legal under the record\'s rules', illegalUnder: 'illegal under the record\'s rules',
    legalCompared: 'legal under the compared rules', illegalCompared: 'illegal under the compared rules',
    noDifferences: 'no ply is judged otherwise', lang: '日本語', result: 'result', encoding: 'encoding',
  },
  ja: {
    tagline: '投稿や棋譜を貼り付けるか、ファイルをドロップしてください。すべての手をこの端末で検査します。',
    paste: '掲示板の投稿、メール、棋譜（PGN形式、KIF、KI2、CSA、USI、JKF）をここに貼り付けてください。',
    file: 'ファイル', reading: '読み方', auto: '自動判定', record: '棋譜（PGN形式）', forum: '掲示板の投稿',
    game: 'ゲーム', detect: '自動判定', rules: 'ルール', 'own-rules': '棋譜のまま', compare: '比較するルール',
    none: 'なし', check: '検査', drop: 'ページのどこにでもファイルをドロップできます。',
    'game-number': '対局', differences: '比較ルールで判定が異なる手', flip: '盤を反転',
    copy: 'コピー', legal: '合法手', convert: '変換先', download: 'ダウンロード',
    offline: 'ブラウザの中だけで動きます。貼り付けた内容はこのページの外に送られません。',
    valid: '正しい', invalid: '誤りあり', plies: '手', unknown: 'ゲーム不明',
    start: '開始局面', ply: '手目', of: '/', 'to-move': 'の手番', help: 'ヒント', 'did-you-mean': '候補',
    legalUnder: '棋譜のルールでは合法', illegalUnder: '棋譜のルールでは反則',
    legalCompared: '比較ルールでは合法', illegalCompared: '比較ルールでは反則',
    noDifferences: '判定の異なる手はありません', lang: 'English', result: '結果', encoding: '文字コード',
  },
};

const $ = (id) => document.getElementById(id);
const state = {
  lang: (navigator.language || '').startsWith('ja') ? 'ja' : 'en',
  name: 'pasted.txt', bytes: null, checked: null, summary: null, catalogue: [],
  game: 1, ply: 0, plies: 0, utf8: null,
};
const t = (key) => TEXT[state.lang][key] || TEXT.en[key] || key;

function applyLanguage() {
  document.documentElement.lang = state.lang;
  for (const e of document.querySelectorAll('[data-i18n]')) e.textContent = t(e.dataset.i18n);
  for (const e of document.querySelectorAll('[data-i18n-placeholder]')) e.placeholder = t(e.dataset.i18nPlaceholder);
  $('lang').textContent = t('lang');
  if (state.summary) {
    const ply = state.ply;
    showGame();
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

/// The choices of the game shown: its rule sets and conversions.
function fillChoices(game) {
  const choices = state.catalogue.find((g) => g.name === game);
  for (const [id, first] of [['rules', t('own-rules')], ['compare', t('none')]]) {
    const select = $(id);
    const keep = select.value;
    select.replaceChildren(option('', first));
    for (const set of choices ? choices.rule_sets : []) select.append(option(set.name, set.name + (set.default ? ' *' : '')));
    select.value = [...select.options].some((o) => o.value === keep) ? keep : '';
  }
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
  $('failure').hidden = true;
  try {
    state.checked = new wasm_bindgen.Checked(state.name, state.bytes, $('reading').value, $('game').value, $('rules').value, $('compare').value);
  } catch (e) {
    state.checked = null;
    $('failure').textContent = String(e.message || e);
    $('failure').hidden = false;
    $('result').hidden = true;
    document.body.dataset.checks = Number(document.body.dataset.checks || 0) + 1;
    return;
  }
  state.summary = JSON.parse(state.checked.summary());
  state.utf8 = new TextEncoder().encode(state.summary.text);
  const games = $('games');
  games.replaceChildren(...state.summary.games.map((g) => option(g.number, `${g.number}: ${g.game || '?'}`)));
  $('games-label').hidden = state.summary.games.length < 2;
  state.game = 1;
  $('result').hidden = false;
  showGame();
  document.body.dataset.checkMs = (performance.now() - started).toFixed(1);
  document.body.dataset.checks = Number(document.body.dataset.checks || 0) + 1;
}

function currentGame() {
  return state.summary.games.find((g) => g.number === state.game) || state.summary.games[0];
}

/// The text between two byte offsets of the source's UTF-8 text.
const decoder = new TextDecoder();
const slice = (from, to) => decoder.decode(state.utf8.subarray(from, to));

function showGame() {
  const g = currentGame();
  if (!g.played) g.played = JSON.parse(state.checked.plies(g.number));
  fillChoices(g.game);
  const verdict = $('verdict');
  verdict.className = g.valid ? 'valid' : 'invalid';
  verdict.dataset.valid = g.valid;
  verdict.dataset.plies = g.plies;
  verdict.dataset.game = g.game || '';
  const parts = [g.valid ? t('valid') : t('invalid'), g.game || t('unknown')];
  if (g.rules) parts.push(g.rules);
  parts.push(`${g.plies} ${t("plies")}`);
  if (g.result) parts.push(`${t('result')} ${g.result}`);
  if (state.summary.charset) parts.push(`${t('encoding')} ${state.summary.charset}`);
  verdict.textContent = parts.join(' · ');
  showDiagnostics(g);
  showDifferences(g);
  showText(g);
  state.plies = g.played.length;
  const failed = g.diagnostics.find((d) => d.severity === 'error' && d.ply);
  go(failed ? failed.ply - 1 : 0);
}

function showDiagnostics(g) {
  const list = $('diagnostics');
  list.replaceChildren(...g.diagnostics.map((d, k) => {
    const li = element('li', d.severity);
    li.dataset.code = d.code;
    li.dataset.index = k;
    li.append(element('span', 'code', d.code), ' ', `${d.line}:${d.column} `, d.ply ? `(${t('ply')} ${d.ply}) ` : '', element('span', 'message', d.message));
    if (d.help) li.append(element('div', 'help', `${t('help')}: ${d.help}`));
    if (d.suggestions && d.suggestions.length) {
      const s = element('div', 'suggestions', `${t('did-you-mean')}: `);
      for (const m of d.suggestions) s.append(element('span', '', m));
      li.append(s);
    }
    li.addEventListener('click', () => jumpTo(d, k));
    return li;
  }));
}

function showDifferences(g) {
  const box = $('differences-box');
  box.hidden = !$('compare').value;
  $('differences').replaceChildren(...(g.differences.length ? g.differences.map((d) => {
    const li = element('li', '', `${t('ply')} ${d.ply}: ${d.text} — ${d.legal_under_record_rules ? t('legalUnder') : t('illegalUnder')}, ${d.legal_under_compared_rules ? t('legalCompared') : t('illegalCompared')} (${d.rule}: ${d.reason})`);
    li.dataset.ply = d.ply;
    li.addEventListener('click', () => go(d.ply));
    return li;
  }) : [element('li', '', t('noDifferences'))]));
}

/// The text with the game's plies and problems marked: pieces between
/// every start and end of a marked range.
function showText(g) {
  const ranges = [];
  for (const p of g.played) ranges.push({ from: p.offset, to: p.offset + p.length, ply: p.number });
  g.diagnostics.forEach((d, k) => ranges.push({ from: d.offset, to: d.offset + Math.max(d.length, 1), diag: k, severity: d.severity }));
  const cuts = new Set([0, state.utf8.length]);
  for (const r of ranges) { cuts.add(Math.min(r.from, state.utf8.length)); cuts.add(Math.min(r.to, state.utf8.length)); }
  const points = [...cuts].sort((a, b) => a - b);
  const text = $('text');
  const pieces = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i], points[i + 1]];
    const covering = ranges.filter((r) => r.from <= from && r.to >= to);
    if (!covering.length) { pieces.push(slice(from, to)); continue; }
    const span = element('span', '', slice(from, to));
    for (const r of covering) {
      if (r.ply) { span.classList.add('ply'); span.dataset.ply = r.ply; }
      if (r.diag !== undefined) { span.classList.add('diag', r.severity); span.dataset.diag = r.diag; }
    }
    pieces.push(span);
  }
  text.replaceChildren(...pieces);
}

/// Shows the diagnostic's text and the position it was found in.
function jumpTo(d, k) {
  for (const e of document.querySelectorAll('.focus')) e.classList.remove('focus');
  const marked = [...document.querySelectorAll(`#text [data-diag="${k}"]`)];
  for (const e of marked) e.classList.add('focus');
  if (marked.length) marked[0].scrollIntoView({ block: 'center' });
  document.querySelector(`#diagnostics li[data-index="${k}"]`).classList.add('focus');
  if (d.ply) go(d.severity === 'error' ? d.ply - 1 : d.ply);
}

function go(ply) {
  const g = currentGame();
  state.ply = Math.max(0, Math.min(ply, state.plies));
  document.body.dataset.ply = state.ply;
  const board = JSON.parse(state.checked.board(g.number, state.ply, $('flip').checked));
  $('board').innerHTML = board ? board.svg : '';
  $('position').value = board ? board.position : '';
  $('ply-label').textContent = state.ply === 0 ? t('start') : `${t('ply')} ${state.ply} ${t('of')} ${state.plies}`;
  $('legal').textContent = board ? board.legal_moves.join(' ') : '';
  $('legal-count').textContent = board ? board.legal_moves.length : 0;
  for (const e of document.querySelectorAll('#text .ply.current')) e.classList.remove('current');
  const current = [...document.querySelectorAll(`#text .ply[data-ply="${state.ply}"]`)];
  for (const e of current) e.classList.add('current');
}

function download() {
  const converted = JSON.parse(state.checked.convert($('to').value));
  $('losses').replaceChildren(...converted.losses.map((d) => {
    const li = element('li', d.severity);
    li.append(element('span', 'code', d.code), ' ', d.message);
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

function load(name, bytes) {
  state.name = name;
  state.bytes = bytes;
  check();
}

function loadFile(file) {
  file.arrayBuffer().then((buffer) => {
    const bytes = new Uint8Array(buffer);
    load(file.name, bytes);
    if (state.summary) $('paste').value = state.summary.text;
  });
}

function wire() {
  $('lang').addEventListener('click', () => { state.lang = state.lang === 'ja' ? 'en' : 'ja'; applyLanguage(); });
  let timer;
  const pasted = () => {
    clearTimeout(timer);
    if (!state.summary || $('paste').value !== state.summary.text) load('pasted.txt', new TextEncoder().encode($('paste').value));
    else check();
  };
  $('paste').addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(pasted, 300); });
  $('check').addEventListener('click', pasted);
  $('file').addEventListener('change', () => {
    if ($('file').files[0]) loadFile($('file').files[0]);
    $('file').value = ''; // so that choosing the same file again reads it again
  });
  for (const id of ['reading', 'game', 'rules', 'compare']) $(id).addEventListener('change', check);
  $('games').addEventListener('change', () => { state.game = Number($('games').value); showGame(); });
  $('first').addEventListener('click', () => go(0));
  $('prev').addEventListener('click', () => go(state.ply - 1));
  $('next').addEventListener('click', () => go(state.ply + 1));
  $('last').addEventListener('click', () => go(state.plies));
  $('flip').addEventListener('change', () => go(state.ply));
  $('copy').addEventListener('click', () => {
    $('position').select();
    if (navigator.clipboard) navigator.clipboard.writeText($('position').value).catch(() => document.execCommand('copy'));
    else document.execCommand('copy');
  });
  $('download').addEventListener('click', download);
  $('text').addEventListener('click', (e) => { const p = e.target.closest('.ply'); if (p) go(Number(p.dataset.ply)); });
  document.addEventListener('keydown', (e) => {
    if (!state.summary || e.target.closest('textarea, input, select')) return;
    const to = { ArrowRight: state.ply + 1, ArrowLeft: state.ply - 1, Home: 0, End: state.plies }[e.key];
    if (to !== undefined) { e.preventDefault(); go(to); }
  });
  document.addEventListener('dragover', (e) => { e.preventDefault(); document.body.classList.add('dragging'); });
  document.addEventListener('dragleave', () => document.body.classList.remove('dragging'));
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    document.body.classList.remove('dragging');
    if (e.dataTransfer.files[0]) loadFile(e.dataTransfer.files[0]);
  });
}

async function start() {
  const binary = atob(HENSOU_WASM);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  await wasm_bindgen({ module_or_path: bytes });
  const catalogue = JSON.parse(wasm_bindgen.catalogue());
  state.catalogue = catalogue.games;
  $('game').append(...catalogue.games.map((g) => option(g.name, g.name)));
  $('reading').append(...catalogue.formats.map((name) => option(name, name.toUpperCase())));
  wire();
  applyLanguage();
  document.body.dataset.ready = 'true';
  document.body.dataset.readyMs = performance.now().toFixed(0);
}

start().catch((e) => {
  $('failure').textContent = String(e.message || e);
  $('failure').hidden = false;
});
